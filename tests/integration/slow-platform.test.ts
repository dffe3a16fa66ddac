import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../support/http';
import { logIn, postForm } from '../support/site-session';
import { startSlowProxy } from '../support/slow-proxy';
import { startStack } from '../support/stack';

/** The platform answers, but 5 seconds late: every request keeps to its time budget. */
let stack: Awaited<ReturnType<typeof startStack>>;
let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
let dir: string;
const BUDGET = 2_500;
const ACTION_BUDGET = 3_000;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-'));
  proxy = await startSlowProxy();
  stack = await startStack({
    dbPath: path.join(dir, 'platform.db'),
    configTtlMs: 300,
    platformUrl: proxy.url,
    env: {
      REQUEST_BUDGET_MS: String(BUDGET),
      ACTION_BUDGET_MS: String(ACTION_BUDGET),
      PLATFORM_TIMEOUT_MS: '8000',
      PLATFORM_CONCURRENCY: '4',
      PLATFORM_QUEUE: '4',
      ADMISSION_PER_CLIENT: '100',
    },
  });
  proxy.forwardTo(stack.platformUrl);
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};
const get = (host: string, pathname: string, cookie?: string) =>
  httpRequest(`${stack.siteUrl}${pathname}`, { headers: { host, ...(cookie ? { cookie } : {}) } });

describe('a slow platform', () => {
  let cookie = '';

  it("warm pages, a signed-in player's included, answer within the budget with their content", async () => {
    cookie = await logIn(stack.siteUrl, 'demo-a.localhost', 'player1', 'Player123');
    for (const pathname of ['/index', '/rng?games=RNG', '/live']) expect((await get('demo-a.localhost', pathname)).status).toBe(200);
    expect((await get('demo-a.localhost', '/index', cookie)).status).toBe(200);

    proxy.setDelay(5_000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [pathname, marker] of [
      ['/index', 'data-testid="hot-games"'],
      ['/rng?games=RNG', 'data-testid="lobby-grid"'],
      ['/live', 'data-testid="vendor-cards"'],
    ] as const) {
      const { value: res, ms } = await timed(() => get('demo-a.localhost', pathname));
      expect(res.status).toBe(200);
      expect(res.body).toContain(marker);
      expect(ms, `${pathname} took ${ms} ms`).toBeLessThan(BUDGET + 500);
    }
    // The signed-in home page waits for the player's own popups only as long as the budget allows.
    const { value: mine, ms } = await timed(() => get('demo-a.localhost', '/index', cookie));
    expect(mine.status).toBe(200);
    expect(mine.body).toContain('data-testid="hot-games"');
    expect(ms).toBeLessThan(BUDGET + 500);
    logged.mockRestore();
  }, 30_000);

  it("a brand never loaded gives its kind 503 within the budget, not after the platform's timeout", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { value: res, ms } = await timed(() => get('demo-c.localhost', '/index'));
    expect(res.status).toBe(503);
    expect(res.body).toContain('data-testid="system-unavailable"');
    expect(ms).toBeLessThan(BUDGET + 500);
    logged.mockRestore();
  });

  it('a login answers within the action budget, kindly, with 503', async () => {
    const { value: res, ms } = await timed(() =>
      postForm(stack.siteUrl, 'demo-a.localhost', '/login', { username: 'player1', password: 'Player123', intent: 'login' }),
    );
    expect(res.status).toBe(503);
    expect(res.body).toContain("We can't reach the games service right now");
    expect(ms).toBeLessThan(ACTION_BUDGET + 500);
  });

  it('caps the calls in flight to the platform and sheds the rest at once instead of piling them up', async () => {
    // The earlier tests' calls (5 s late) and whatever the site starts as they end done first, so every call
    // counted here is one of these requests'. Waiting only for the proxy to be empty let a fifth call into the
    // count once (5 in flight against the cap of 4).
    await new Promise((r) => setTimeout(r, 5_500));
    proxy.resetStats();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = await Promise.all(Array.from({ length: 30 }, () => timed(() => get('demo-a.localhost', '/resources/balance', cookie))));
    logged.mockRestore();
    expect(proxy.stats().maxInFlight).toBeLessThanOrEqual(4);
    for (const { value, ms } of answers) {
      expect(value.status).toBe(503);
      expect(JSON.parse(value.body)).toMatchObject({ ok: false, reason: 'unavailable' });
      expect(ms).toBeLessThan(BUDGET + 500);
    }
    // Most are refused at once (the queue holds four): they never waited for the slow platform.
    expect(answers.filter(({ ms }) => ms < 500).length).toBeGreaterThanOrEqual(20);
    proxy.setDelay(0);
  }, 30_000);
});
