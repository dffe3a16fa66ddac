import { RateLimiter } from '~/lib/rate-limit.server';

/** Applications per brand and IP: a person applies once or twice; more is a script filling the operator's desk. */
export const applicationLimit = new RateLimiter(5, 60 * 60_000);
