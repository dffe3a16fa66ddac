import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, WaitOver } from '~/lib/concurrency-limit.server';

/** Keeps the thread busy for `ms`, as a site behind its work is: no timer runs meanwhile. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('ConcurrencyLimit deadlines', () => {
  it('refuses a waiter whose deadline passed before its turn, even when its timer has not fired yet, and starts the next in time', async () => {
    const limit = new ConcurrencyLimit(1, 4);
    let finishFirst!: () => void;
    const first = limit.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    // The first task starts a microtask later (run awaits its place).
    await Promise.resolve();
    const started: string[] = [];
    // As admission queues a request: a timeout signal and the same deadline.
    const late = limit.run(async () => void started.push('late'), AbortSignal.timeout(20), performance.now() + 20);
    const inTime = limit.run(async () => void started.push('in time'), AbortSignal.timeout(10_000), performance.now() + 10_000);
    // The thread is busy past the first waiter's deadline; the place frees before its timer gets to run.
    busyFor(40);
    finishFirst();
    await first;
    await expect(late).rejects.toBeInstanceOf(WaitOver);
    await inTime;
    expect(started).toEqual(['in time']);
    expect([limit.active, limit.queued]).toEqual([0, 0]);
  });
});
