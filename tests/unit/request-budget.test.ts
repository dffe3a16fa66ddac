import { describe, expect, it } from 'vitest';
import { createRequestContext } from '~/request/context.server';
import { DEADLINE_GRAIN_MS, timeoutAt } from '~/lib/shared-timeout.server';

/** A request context with a budget of `budgetMs`, for a request to the staging index (no brand to load). */
const contextWith = (budgetMs: number) =>
  createRequestContext({
    host: { kind: 'staging-index' } as Parameters<typeof createRequestContext>[0]['host'],
    cookie: null,
    clientIp: null,
    port: null,
    origin: 'http://demo-a.localhost',
    nonce: 'n',
    budgetMs,
    needsOf: () => null,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a request's time budget", () => {
  it('counts from the start of the request, though its signal is made only when first asked for', async () => {
    const context = contextWith(100);
    await sleep(250);
    // Asked for after the budget is spent: already aborted, as a timeout.
    expect(context.budget.aborted).toBe(true);
    expect((context.budget.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts what waits on it once the rest of the budget is spent, not a whole budget after it was asked for', async () => {
    const context = contextWith(1000);
    await sleep(500);
    const started = performance.now();
    const outcome = await context.withinBudget(new Promise(() => undefined), 'never').catch((error: unknown) => error);
    expect(outcome).toMatchObject({ kind: 'timeout' });
    // The 500 ms left (less on a late timer), with a generous margin for a busy machine: a budget counted from
    // its first use would take the whole 1,000 ms.
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('is one signal for the whole request', () => {
    const context = contextWith(10_000);
    expect(context.budget).toBe(context.budget);
  });

  it('is one clock for the requests whose budgets end within a few ms of each other, and each still ends on its own budget', async () => {
    // The clock starts before the budgets do: on a busy machine the checks between could take the few ms of margin.
    const started = performance.now();
    const [early, late] = [contextWith(300), contextWith(1000)];
    expect(late.budget).not.toBe(early.budget);
    // Two deadlines inside one grain share a signal (a busy instance keeps one timer per grain, not per request).
    const start = (Math.ceil((performance.now() + 300) / DEADLINE_GRAIN_MS) + 1) * DEADLINE_GRAIN_MS;
    expect(timeoutAt(start + 1)).toBe(timeoutAt(start + DEADLINE_GRAIN_MS - 1));
    expect(timeoutAt(start + DEADLINE_GRAIN_MS + 1)).not.toBe(timeoutAt(start + 1));
    const outcome = await early.withinBudget(new Promise(() => undefined), 'never').catch((error: unknown) => error);
    const waited = performance.now() - started;
    expect(outcome).toMatchObject({ kind: 'timeout' });
    // Never before its own 300 ms; at most a grain after them (with a margin for a busy machine's late timer).
    expect(waited).toBeGreaterThanOrEqual(295);
    expect(waited).toBeLessThan(300 + DEADLINE_GRAIN_MS + 500);
    expect(late.budget.aborted).toBe(false);
  });
});
