import { describe, expect, it } from 'vitest';
import { createRequestContext } from '~/request/context.server';

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
});
