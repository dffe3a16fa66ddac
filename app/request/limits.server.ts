import { getEnv } from '~/lib/env.server';
import { RateLimiter, type LimitSpec } from '~/lib/rate-limit.server';
import { sharedRedis } from './session/store.server';

/**
 * A limit every instance spends from: in Redis where the sessions are (SESSION_STORE=redis://…), so N
 * instances behind a balancer allow what one would; in this process's memory otherwise.
 */
export function sharedLimiter(spec: LimitSpec): RateLimiter {
  return new RateLimiter(spec, sharedRedis);
}

let limits: { loginFailures: RateLimiter; smsSends: RateLimiter } | null = null;

/**
 * Failed logins (per account and per address) and SMS sends per brand and IP, refused here before they
 * cost a platform call. Only failures spend the login allowance: players behind one shared address who
 * know their passwords are never turned away. While Redis fails, login failures count per instance (the
 * platform's own account lock stands behind them) and SMS sends are refused (each costs a message and
 * offers a code to guess).
 */
export function rateLimits() {
  if (!limits) {
    const env = getEnv();
    limits = {
      loginFailures: sharedLimiter({ name: 'login-failures', points: env.LOGIN_ATTEMPTS_PER_MINUTE, windowMs: 60_000, whenStoreFails: 'per-instance' }),
      smsSends: sharedLimiter({ name: 'sms-sends', points: env.SMS_SENDS_PER_10_MINUTES, windowMs: 10 * 60_000, whenStoreFails: 'refuse' }),
    };
  }
  return limits;
}

/** The keys a login's failures count under: the address it came from and the account it named. */
export function loginFailureKeys(brandId: string, clientIp: string | null, username: string): string[] {
  const keys = [`${brandId}:ip:${clientIp}`];
  if (username) keys.push(`${brandId}:account:${username.toLowerCase()}`);
  return keys;
}
