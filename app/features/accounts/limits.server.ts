import { getEnv } from '~/lib/env.server';
import { RateLimiter } from '~/lib/rate-limit.server';

let limits: { loginAttempts: RateLimiter; smsSends: RateLimiter } | null = null;

/** Login attempts and SMS sends per brand and IP, refused here before they cost a platform call. */
export function rateLimits() {
  if (!limits) {
    const env = getEnv();
    limits = {
      loginAttempts: new RateLimiter(env.LOGIN_ATTEMPTS_PER_MINUTE, 60_000),
      smsSends: new RateLimiter(env.SMS_SENDS_PER_10_MINUTES, 10 * 60_000),
    };
  }
  return limits;
}
