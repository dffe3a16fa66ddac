import { describe, expect, it } from 'vitest';
import { RateLimiter } from '~/lib/rate-limit.server';

describe('RateLimiter', () => {
  it('allows up to the limit in the window, then refuses, then allows again once the window passes', () => {
    const limiter = new RateLimiter(3, 1_000);
    expect([0, 10, 20].map((t) => limiter.take('ip', t))).toEqual([true, true, true]);
    expect(limiter.take('ip', 30)).toBe(false);
    expect(limiter.take('other-ip', 30)).toBe(true);
    expect(limiter.take('ip', 1_005)).toBe(true);
  });
});
