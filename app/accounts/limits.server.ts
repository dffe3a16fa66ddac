import { RateLimiter } from '~/utils/rate-limit.server';

/** Ten login attempts a minute per brand and IP before the platform is asked at all. */
export const loginAttempts = new RateLimiter(10, 60_000);

/** Five SMS sends per ten minutes per brand and IP, in front of the platform's own limit. */
export const smsSends = new RateLimiter(5, 10 * 60_000);
