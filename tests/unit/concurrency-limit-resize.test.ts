import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from '~/lib/concurrency-limit.server';

/** A task that runs until its gate is opened. */
function gated() {
  const gates: (() => void)[] = [];
  const task = () => new Promise<void>((resolve) => gates.push(resolve));
  const open = async () => {
    gates.shift()!();
    await tick();
  };
  return { task, open };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ConcurrencyLimit.resize', () => {
  it('a cut lets running tasks finish and starts no waiter until fewer run than the new limit', async () => {
    const limit = new ConcurrencyLimit(3, 5);
    const { task, open } = gated();
    const runs = Array.from({ length: 5 }, () => limit.run(task));
    await tick();
    expect([limit.active, limit.queued]).toEqual([3, 2]);
    limit.resize(1);
    await open();
    expect([limit.active, limit.queued]).toEqual([2, 2]);
    await open();
    expect([limit.active, limit.queued]).toEqual([1, 2]);
    await open();
    expect([limit.active, limit.queued]).toEqual([1, 1]);
    limit.resize(0.2);
    expect(limit.limit).toBe(1);
    // A raise starts waiters at once.
    limit.resize(4);
    expect([limit.active, limit.queued]).toEqual([2, 0]);
    await tick();
    await open();
    await open();
    await Promise.all(runs);
  });
});
