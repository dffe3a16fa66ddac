import { describe, expect, it } from 'vitest';
import { RateLimiter } from '~/lib/rate-limit.server';

describe('RateLimiter (in memory)', () => {
  it('allows up to the limit in the window, then refuses, then allows again once the window passes', async () => {
    const limiter = new RateLimiter({ name: 'unit', points: 3, windowMs: 500, whenStoreFails: 'per-instance' });
    expect(await Promise.all([1, 2, 3].map(() => limiter.take('ip')))).toEqual([true, true, true]);
    expect(await limiter.take('ip')).toBe(false);
    expect(await limiter.take('other-ip')).toBe(true);
    await new Promise((r) => setTimeout(r, 600));
    expect(await limiter.take('ip')).toBe(true);
  });

  it('counts recorded failures without refusing the look that checks them', async () => {
    const limiter = new RateLimiter({ name: 'unit-failures', points: 2, windowMs: 60_000, whenStoreFails: 'per-instance' });
    await limiter.record('account');
    expect(await limiter.isOver('account')).toBe(false);
    await limiter.record('account');
    expect([await limiter.isOver('account'), await limiter.isOver('another')]).toEqual([true, false]);
  });
});
