import { describe, expect, it, vi } from 'vitest';
import { serialiseLanguage } from '~/request/preferences.server';
import { httpRequest, type HttpResult } from '../support/http';
import { sessionCookieOf } from '../support/site-session';
import { useStackBehindSlowProxy } from '../support/slow-proxy';

/**
 * More signed-in players at once than an instance takes, on a slow platform: a deliberately small
 * admission (2 rendering, 4 waiting, 2 per player) so a few dozen requests overflow it.
 */
const CONCURRENCY = 2;
const QUEUE = 4;
const WAIT_MS = 2_500;
const BUDGET_MS = 2_500;
const PLATFORM_DELAY_MS = 800;
const HOST = 'demo-a.localhost';
const PAGE = '/member/transactionHistory?range=30d';

const slow = useStackBehindSlowProxy('overload-', {
  // The brand's config and guests' pages stay warm for the whole file: only players' own calls are slow.
  configTtlMs: 60_000,
  env: {
    ADMISSION_CONCURRENCY: String(CONCURRENCY),
    ADMISSION_QUEUE: String(QUEUE),
    ADMISSION_WAIT_MS: String(WAIT_MS),
    ADMISSION_PER_CLIENT: '2',
    REQUEST_BUDGET_MS: String(BUDGET_MS),
    // Players come from addresses of their own, as behind a load balancer.
    TRUST_PROXY: '1',
  },
});

type Timed = HttpResult & { ms: number };
const get = async (pathname: string, headers: Record<string, string> = {}): Promise<Timed> => {
  const started = Date.now();
  const res = await httpRequest(`${slow.stack.siteUrl}${pathname}`, { headers: { host: HOST, accept: 'text/html', ...headers } });
  return { ...res, ms: Date.now() - started };
};

/** A signed-in player on an address of their own. */
async function player(address: string) {
  const res = await httpRequest(`${slow.stack.siteUrl}/login`, {
    method: 'POST',
    // Signed in from the player's usual place (loopback: a new address asks for a code), then browsing from their own.
    headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'player1', password: 'Player123', intent: 'login', redirectTo: '/index' }).toString(),
  });
  const cookie = sessionCookieOf(res);
  if (res.status !== 302 || !cookie)
    throw new Error(
      `login failed: ${res.status} ${res.body
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .slice(0, 400)}`,
    );
  const headers = { cookie, 'x-forwarded-for': address };
  // The page once while the platform is quick: the header's kept reads are warm, only the page's own call remains.
  expect((await get(PAGE, headers)).status).toBe(200);
  return { headers, flood: (n: number) => Promise.all(Array.from({ length: n }, () => get(PAGE, headers))) };
}

const isBusyPage = (res: Timed) =>
  res.status === 503 && res.headers['retry-after'] !== undefined && Number(res.headers['retry-after']) > 0 && res.body.includes('data-testid="system-busy"');

describe('an instance with more signed-in requests than it takes', () => {
  it("sheds the excess at once with the brand's busy page, keeps every admitted wait bounded, shares the slots fairly and still answers guests and health checks", async () => {
    const [first, second, third, late] = [await player('10.0.0.1'), await player('10.0.0.2'), await player('10.0.0.3'), await player('10.0.0.4')];
    const lang = (await serialiseLanguage('CN')).split(';')[0]!;
    // A returning guest (with the image CDN pick their first visit was given) whose page is in the cache.
    const firstVisit = await get('/index');
    const guest = {
      cookie: ([] as string[])
        .concat(firstVisit.headers['set-cookie'] ?? [])
        .map((line) => line.split(';')[0])
        .join('; '),
    };
    expect((await get('/index', guest)).headers['x-cache']).toBe('hit');

    slow.proxy.setDelay(PLATFORM_DELAY_MS);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first player floods, then two more; the slots (running and waiting) are full before the last arrives.
    const flooding = [first!.flood(10)];
    await new Promise((r) => setTimeout(r, 50));
    flooding.push(second!.flood(10), third!.flood(10));
    await new Promise((r) => setTimeout(r, 200));
    const [lateAnswers, guestHit, guestHitViaExpress, health] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => get(PAGE, { ...late!.headers, cookie: `${late!.headers.cookie}; ${lang}` }))),
      get('/index', guest),
      // A client taking only brotli is served by the Express path: a hit there passes free too.
      get('/index', { ...guest, 'accept-encoding': 'br' }),
      get('/healthz'),
    ]);
    const [firsts, seconds, thirds] = await Promise.all(flooding);
    logged.mockRestore();
    slow.proxy.setDelay(0);

    // Guests' cached pages and the health check answer as if nothing were happening.
    for (const res of [guestHit, guestHitViaExpress]) {
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toMatch(/hit|stale/);
      expect(res.ms).toBeLessThan(1_000);
    }
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);

    const all = [...firsts!, ...seconds!, ...thirds!, ...lateAnswers];
    // Each answer is a page or the busy page, never a wait past the queue's bound and the page's own budget.
    for (const res of all) {
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) expect(isBusyPage(res), res.body.slice(0, 300)).toBe(true);
      expect(res.ms).toBeLessThan(WAIT_MS + BUDGET_MS + 1_500);
    }
    // No player holds more than their share: the first flooder got at most two pages, the others theirs.
    expect(firsts!.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
    expect(seconds!.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    // Past the shares and the queue, requests are refused at once, not after a wait.
    const refusedAtOnce = all.filter((r) => r.status === 503 && r.ms < 1_000);
    expect(refusedAtOnce.length).toBeGreaterThanOrEqual(20);
    // The late player found every slot taken: the busy page, in their own language, with the brand's look.
    for (const res of lateAnswers) {
      expect(isBusyPage(res)).toBe(true);
      expect(res.body).toContain('lang="zh-CN"');
      expect(res.body).toContain('当前访问人数过多');
      expect(res.body).toContain('alt="Aurora Casino"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Buffer.byteLength(res.body)).toBeLessThan(4_096);
    }
    // Once the rush is over the same players are served again.
    expect((await get(PAGE, late!.headers)).status).toBe(200);
  }, 30_000);
});
