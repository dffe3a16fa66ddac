import { describe, expect, it, vi } from 'vitest';
import { SwrCache } from '~/lib/swr-cache.server';

function setup(overrides: Partial<ConstructorParameters<typeof SwrCache<number>>[0]> = {}) {
  let now = 1_000;
  const cache = new SwrCache<number>({ ttlMs: 100, maxStaleMs: 1_000, retryAfterMs: 50, now: () => now, onRefreshError: () => {}, ...overrides });
  return { cache, advance: (ms: number) => (now += ms) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('SwrCache', () => {
  it('serves a fresh value without calling the platform again', async () => {
    const { cache, advance } = setup();
    const fetcher = vi.fn().mockResolvedValue(1);
    expect(await cache.get('a', fetcher)).toBe(1);
    advance(99);
    expect(await cache.get('a', fetcher)).toBe(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shares one in-flight fetch between concurrent requests', async () => {
    const { cache } = setup();
    let resolve!: (n: number) => void;
    const fetcher = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const all = Promise.all([cache.get('a', fetcher), cache.get('a', fetcher), cache.get('a', fetcher)]);
    resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value at once and refreshes in the background', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => 1);
    advance(150);
    const fetcher = vi.fn().mockResolvedValue(2);
    expect(await cache.get('a', fetcher)).toBe(1);
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await cache.get('a', fetcher)).toBe(2);
  });

  it('revalidates a fresh value on demand, and a failed revalidation keeps the value it had', async () => {
    const { cache } = setup();
    await cache.get('a', async () => 1);
    expect(await cache.revalidate('a', async () => 2)).toBe(2);
    expect(await cache.get('a', async () => 3)).toBe(2);
    await expect(cache.revalidate('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 4)).toBe(2);
  });

  it('keeps the last known good value when the refresh fails, and retries later', async () => {
    const onRefreshError = vi.fn();
    const { cache, advance } = setup({ onRefreshError });
    await cache.get('a', async () => 1);
    advance(150);
    const failing = vi.fn().mockRejectedValue(new Error('platform down'));
    expect(await cache.get('a', failing)).toBe(1);
    await settle();
    expect(onRefreshError).toHaveBeenCalledTimes(1);
    expect(await cache.get('a', failing)).toBe(1);
    expect(failing).toHaveBeenCalledTimes(1); // backing off, not hammering the platform
    advance(60);
    expect(await cache.get('a', failing)).toBe(1);
    await settle();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('waits for a refresh when the value is too old, falling back to it on failure', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => 1);
    advance(2_000);
    expect(await cache.get('a', async () => 3)).toBe(3);
    advance(2_000);
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe(3);
  });

  it('propagates the error when there is nothing to fall back on', async () => {
    const { cache } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('keeps keys apart', async () => {
    const { cache } = setup();
    await cache.get('demo-a', async () => 1);
    expect(await cache.get('demo-b', async () => 2)).toBe(2);
    expect(cache.peek('demo-a')).toBe(1);
  });

  it('keeps its values within a byte budget, dropping the oldest stored first and never keeping one heavier than the budget', async () => {
    const cache = new SwrCache<string>({ ttlMs: 100, maxStaleMs: 1_000, maxEntries: 100, maxBytes: 1_000, sizeOf: (v) => v.length });
    const fetcher = vi.fn(async (key: string) => key.repeat(300));
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, () => fetcher(key));
    // 4 × 300 bytes is over 1,000: the first stored went.
    expect(cache.size).toEqual({ entries: 3, bytes: 900 });
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('d')).toBe('d'.repeat(300));
    // Forgetting gives its bytes back.
    cache.forget('b');
    expect(cache.size).toEqual({ entries: 2, bytes: 600 });
    // A value over the whole budget is answered, and kept by no one.
    expect(await cache.get('huge', async () => 'x'.repeat(2_000))).toHaveLength(2_000);
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
  });

  it("weighs a value by its JSON's length unless told otherwise", async () => {
    const cache = new SwrCache<{ name: string }>({ ttlMs: 100, maxStaleMs: 1_000, maxBytes: 50 });
    await cache.get('a', async () => ({ name: 'x'.repeat(20) }));
    await cache.get('b', async () => ({ name: 'y'.repeat(20) }));
    // Each is 31 bytes of JSON: both do not fit in 50.
    expect(cache.size).toEqual({ entries: 1, bytes: 31 });
    expect(cache.peek('b')).toEqual({ name: 'y'.repeat(20) });
  });
});
