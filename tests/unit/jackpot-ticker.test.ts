import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jackpotTicker } from '../../app/features/home/jackpot-ticker';

const base = { amount: 1_000_000, asOf: 0, increment: 165.11, intervalMs: 3000 };

describe('jackpot ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('writes the figure once per platform step, not per frame', () => {
    const writes: number[] = [];
    const ticker = jackpotTicker(base, (amount) => writes.push(amount));
    ticker.start();
    vi.advanceTimersByTime(9_000);
    ticker.stop();
    // 10 s → 19 s crosses steps at 12, 15 and 18 s: the first figure plus three.
    expect(writes).toEqual([1_000_495.33, 1_000_660.44, 1_000_825.55, 1_000_990.66]);
  });

  it('never rewrites more than once a second, even when the platform steps faster', () => {
    const writes: number[] = [];
    const ticker = jackpotTicker({ ...base, intervalMs: 100, increment: 1 }, (amount) => writes.push(amount));
    ticker.start();
    vi.advanceTimersByTime(5_000);
    ticker.stop();
    expect(writes.length).toBeLessThanOrEqual(6);
    expect(writes.length).toBeGreaterThanOrEqual(5);
  });

  it('stopped, it writes nothing; started again, it shows the current figure at once', () => {
    const writes: number[] = [];
    const ticker = jackpotTicker(base, (amount) => writes.push(amount));
    ticker.start();
    ticker.stop();
    vi.advanceTimersByTime(30_000);
    expect(writes).toHaveLength(1);
    ticker.start();
    // 40 s after asOf: thirteen steps.
    expect(writes.at(-1)).toBe(1_002_146.43);
    ticker.stop();
  });
});
