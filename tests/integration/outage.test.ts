import { describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../support/http';
import { postForm, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * The platform goes away after the site has seen it: visitors keep the last known good site, section by
 * section. Every cache is short-lived here (config, shared content, guest pages with a stale window whose
 * re-renders go to the render worker), so the outage outlasts them all.
 */
const env = useStack('outage-', {
  configTtlMs: 100,
  env: { PLATFORM_TIMEOUT_MS: '500', CONTENT_TTL_MAX_MS: '400', GUEST_PAGE_TTL_MS: '300', GUEST_PAGE_STALE_MS: '1200' },
});
const get = (host: string, pathname: string, headers: Record<string, string> = {}) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, ...headers } });
/** The language cookie as the site writes it (unsigned, JSON in base64). */
const langCookie = (language: string) => `lang=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))}`;

/** Every game category's vendor cards, both brands (demo-b has no fishing or cockfight). */
const CATEGORIES: { host: string; path: string; markers: string[] }[] = [
  ...['/fish', '/live', '/sports', '/esports', '/cockfight', '/elott', '/pvp'].map((path) => ({
    host: 'demo-a.localhost',
    path,
    markers: ['data-testid="vendor-cards"'],
  })),
  ...['/live', '/sports', '/esports', '/elott', '/pvp'].map((path) => ({ host: 'demo-b.localhost', path, markers: ['data-testid="vendor-cards"'] })),
];
/** A lobby tile: the game list itself, not just its empty grid. */
const GAME_TILE = 'data-node-id=';

/** What each warmed page must still show: markers of every section. */
const PAGES: { host: string; path: string; markers: string[] }[] = [
  {
    host: 'demo-a.localhost',
    path: '/index',
    markers: [
      'data-testid="banner-carousel"',
      'data-testid="notice-bar"',
      'data-testid="jackpot-amount"',
      'data-testid="hot-games"',
      'data-testid="popular-games"',
      'data-testid="home-hot-matches"',
      '<section class="',
    ],
  },
  { host: 'demo-a.localhost', path: '/rng', markers: ['data-testid="lobby-vendors"', GAME_TILE] },
  { host: 'demo-a.localhost', path: '/rng?games=RNG', markers: ['data-testid="lobby-grid"', 'data-testid="lobby-vendors"', '/game?vendor=', GAME_TILE] },
  ...CATEGORIES,
  { host: 'demo-a.localhost', path: '/promotions', markers: ['data-testid="banner-carousel"', 'data-testid="promotion-list"', 'data-testid="promotion-card"'] },
  { host: 'demo-a.localhost', path: '/promoDetail?id=19', markers: ['data-testid="promo-terms"'] },
  { host: 'demo-a.localhost', path: '/vip', markers: ['data-testid="vip-table"'] },
  { host: 'demo-a.localhost', path: '/help', markers: ['id="help-menu-heading"'] },
  { host: 'demo-a.localhost', path: '/deposit-rank', markers: ['data-testid="rank-period"', 'data-testid="rank-table"'] },
  { host: 'demo-a.localhost', path: '/noticePage', markers: ['data-testid="announcements"'] },
  { host: 'demo-a.localhost', path: '/hot-matches', markers: ['data-testid="hot-matches-list"'] },
  { host: 'demo-a.localhost', path: '/blog', markers: ['data-testid="blog-list"', 'data-testid="blog-categories"'] },
  { host: 'demo-a.localhost', path: '/blog/playing-responsibly', markers: ['data-testid="blog-body"'] },
  { host: 'demo-b.localhost', path: '/index', markers: ['data-testid="banner-carousel"', 'data-testid="notice-bar"', 'data-testid="winners"'] },
  { host: 'demo-b.localhost', path: '/rng', markers: ['data-testid="lobby-vendors"', GAME_TILE] },
  { host: 'demo-b.localhost', path: '/vnlottery', markers: ['data-testid="lottery-results"'] },
  { host: 'demo-b.localhost', path: '/promotions', markers: ['data-testid="promotion-list"', 'data-testid="promotion-card"'] },
  { host: 'demo-b.localhost', path: '/promoDetail?id=27', markers: ['data-testid="promo-terms"'] },
  { host: 'demo-b.localhost', path: '/vip', markers: ['data-testid="vip-table"'] },
  { host: 'demo-b.localhost', path: '/help', markers: ['id="help-menu-heading"'] },
];
const UNAVAILABLE = /-unavailable"|data-testid="system-unavailable"/;
/** Longer than every cache's freshness above (config, content, guest page TTL + stale window). */
const OUTAGE_MS = 5_000;

describe('platform outage', () => {
  it('keeps every page that was served before the outage whole through it, under steady traffic, and recovers after', async () => {
    // Warmed: each page served whole once (a first render on a busy machine may run out of time for a section).
    for (const page of PAGES) {
      let missing = page.markers;
      for (let attempt = 0; attempt < 3 && missing.length; attempt++) {
        const res = await get(page.host, page.path);
        expect(res.status, `${page.host}${page.path} before`).toBe(200);
        missing = page.markers.filter((m) => !res.body.includes(m));
      }
      expect(missing, `${page.host}${page.path} before`).toEqual([]);
    }
    // Steady traffic on the home pages first: their stale copies start the render worker, which so far has
    // rendered only them (its own caches know nothing of the other pages).
    for (const until = Date.now() + 3_000; Date.now() < until;) {
      await Promise.all([get('demo-a.localhost', '/index'), get('demo-b.localhost', '/index')]);
      await new Promise((r) => setTimeout(r, 150));
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.stack.stopPlatform();
    const stoppedAt = Date.now();
    const failures: string[] = [];
    let served = 0;
    // Steady traffic on every page at once, past every TTL: a page is found fresh, stale (its re-render in the
    // render worker, whose own caches never saw it) or expired (re-rendered while the visitor waits).
    await Promise.all(
      PAGES.map(async (page) => {
        for (let round = 0; round < 3 || Date.now() - stoppedAt < OUTAGE_MS; round++) {
          const res = await get(page.host, page.path);
          served++;
          const missing = page.markers.filter((m) => !res.body.includes(m));
          const at = `${page.host}${page.path} at ${Date.now() - stoppedAt} ms (${res.status}, ${res.headers['x-cache']})`;
          if (res.status !== 200 || missing.length || UNAVAILABLE.test(res.body)) failures.push(`${at}: ${missing.join(' ') || 'unavailable'}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }),
    );
    expect(failures, `of ${served} responses`).toEqual([]);
    const log = logged.mock.calls.flat().join(' ');
    expect(log).toMatch(/\[content\] demo-a:EN:announcements: refresh failed, keeping the last good copy/);
    // Logged when a refresh starts failing, not on every request.
    expect(logged.mock.calls.filter((c) => String(c[0]).includes('[content] demo-a:EN:announcements')).length).toBe(1);

    // A page first asked for during the outage has no game list: the visitor gets it, the cache does not keep it.
    const cold = await get('demo-a.localhost', '/rng?games=FISH');
    expect(cold.status).toBe(200);
    expect(cold.body).not.toContain(GAME_TILE);
    logged.mockRestore();

    await env.stack.restartPlatform();
    const back = await get('demo-a.localhost', '/rng?games=FISH');
    expect(back.body, 'the page rendered without its game list is not served once the platform is back').toContain(GAME_TILE);
    const next = await get('demo-a.localhost', '/index');
    expect(next.status).toBe(200);
    // The first request after the platform is back refreshes; the one after sees the fresh copy.
    await new Promise((r) => setTimeout(r, 600));
    const after = await get('demo-a.localhost', '/index');
    expect(after.headers['server-timing'] ?? '').not.toMatch(/platform\.announcements/);
  }, 45_000);

  it('answers a login during an outage with a kind message and 503, and changes nothing', async () => {
    await env.stack.stopPlatform();
    const res = await postForm(env.stack.siteUrl, 'demo-a.localhost', '/login', { username: 'player1', password: 'Player123', intent: 'login' });
    expect(res.status).toBe(503);
    expect(res.body).toContain("We can't reach the games service right now");
    expect(sessionCookieOf(res)).toBeNull();
    await env.stack.restartPlatform();
  });

  it('renders a language never asked for with the brand config and game lanes kept for another, not a 503', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await get('demo-b.localhost', '/live')).status).toBe(200);
    await env.stack.stopPlatform();
    const res = await get('demo-b.localhost', '/live', { cookie: langCookie('TH') });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="th"');
    expect(res.body).toContain('data-testid="vendor-cards"');
    logged.mockRestore();
    await env.stack.restartPlatform();
  });

  it("gives a brand never loaded a kind 503 in its own theme and the visitor's language", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.stack.stopPlatform();
    const cold = await get('demo-c.localhost', '/index', { cookie: langCookie('JA') });
    expect(cold.status).toBe(503);
    expect(cold.body).toContain('data-testid="system-unavailable"');
    expect(cold.body).toContain('data-theme="ember"');
    expect(cold.body).toContain('<html lang="ja"');
    expect(cold.body).toContain('ただいまゲームに接続できません');
    expect(cold.body).not.toMatch(/at [\w.]+ \(|PlatformError|ECONNREFUSED/);
    expect(logged.mock.calls.flat().join(' ')).toMatch(/\[site\] demo-c/);
    logged.mockRestore();
    await env.stack.restartPlatform();
  });
});
