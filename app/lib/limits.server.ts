import { getEnv } from '~/lib/env.server';
import { RateLimiter } from '~/lib/rate-limit.server';

let limits: { loginFailures: RateLimiter; smsSends: RateLimiter } | null = null;

/**
 * Failed logins (per account and per address) and SMS sends per brand and IP, refused here before they
 * cost a platform call. Only failures spend the login allowance: players behind one shared address who
 * know their passwords are never turned away.
 */
export function rateLimits() {
  if (!limits) {
    const env = getEnv();
    limits = {
      loginFailures: new RateLimiter(env.LOGIN_ATTEMPTS_PER_MINUTE, 60_000),
      smsSends: new RateLimiter(env.SMS_SENDS_PER_10_MINUTES, 10 * 60_000),
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
