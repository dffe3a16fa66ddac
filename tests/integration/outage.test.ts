import { describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../support/http';
import { postForm, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/** The platform goes away after the site has seen it: visitors keep the last known good site, section by section. */
const env = useStack('outage-', { configTtlMs: 100, env: { PLATFORM_TIMEOUT_MS: '500' } });
const get = (host: string, pathname: string) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host } });

/** What each warmed page must still show: markers of every section. */
const PAGES: { host: string; path: string; markers: string[] }[] = [
  { host: 'demo-a.localhost', path: '/index', markers: ['data-testid="banner-carousel"', 'data-testid="notice-bar"', 'data-testid="jackpot-amount"', 'data-testid="hot-games"', 'data-testid="popular-games"', 'data-testid="home-hot-matches"', '<section class="'] },
  { host: 'demo-a.localhost', path: '/rng?games=RNG', markers: ['data-testid="lobby-grid"', 'data-testid="lobby-vendors"', '/game?vendor='] },
  { host: 'demo-a.localhost', path: '/live', markers: ['data-testid="vendor-cards"', 'data-testid="banner-carousel"'] },
  { host: 'demo-a.localhost', path: '/promotions', markers: ['data-testid="banner-carousel"', 'data-testid="promotion-list"'] },
  { host: 'demo-a.localhost', path: '/deposit-rank', markers: ['data-testid="rank-period"', 'data-testid="rank-table"'] },
  { host: 'demo-a.localhost', path: '/noticePage', markers: ['data-testid="announcements"'] },
  { host: 'demo-a.localhost', path: '/hot-matches', markers: ['data-testid="hot-matches-list"'] },
  { host: 'demo-a.localhost', path: '/blog', markers: ['data-testid="blog-list"', 'data-testid="blog-categories"'] },
  { host: 'demo-a.localhost', path: '/blog/playing-responsibly', markers: ['data-testid="blog-body"'] },
  { host: 'demo-b.localhost', path: '/index', markers: ['data-testid="banner-carousel"', 'data-testid="notice-bar"', 'data-testid="winners"'] },
  { host: 'demo-b.localhost', path: '/live', markers: ['data-testid="vendor-cards"'] },
  { host: 'demo-b.localhost', path: '/vnlottery', markers: ['data-testid="lottery-results"'] },
];
const UNAVAILABLE = /-unavailable"|data-testid="system-unavailable"/;

describe('platform outage', () => {
  it('keeps every page that was served before the outage whole through it, and recovers on the next request after', async () => {
    for (const page of PAGES) {
      const res = await get(page.host, page.path);
      expect(res.status, `${page.host}${page.path} before`).toBe(200);
      for (const marker of page.markers) expect(res.body, `${page.host}${page.path} before: ${marker}`).toContain(marker);
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.stack.stopPlatform();
    // Past every cache's freshness: each request now tries (and fails) to refresh behind the scenes.
    await new Promise((r) => setTimeout(r, 11_000));
    let whole = 0;
    for (let round = 0; round < 2; round++) {
      for (const page of PAGES) {
        const res = await get(page.host, page.path);
        expect(res.status, `${page.host}${page.path} during`).toBe(200);
        const missing = page.markers.filter((m) => !res.body.includes(m));
        expect(missing, `${page.host}${page.path} during the outage`).toEqual([]);
        expect(res.body).not.toMatch(UNAVAILABLE);
        if (!missing.length) whole++;
      }
    }
    expect(whole).toBe(PAGES.length * 2);
    const log = logged.mock.calls.flat().join(' ');
    expect(log).toMatch(/\[content\] demo-a:EN:announcements: refresh failed, keeping the last good copy/);
    // Logged when a refresh starts failing, not on every request.
    expect(logged.mock.calls.filter((c) => String(c[0]).includes('demo-a:EN:announcements')).length).toBe(1);
    logged.mockRestore();

    await env.stack.restartPlatform();
    const next = await get('demo-a.localhost', '/index');
    expect(next.status).toBe(200);
    // The first request after the platform is back refreshes; the one after sees the fresh copy.
    await new Promise((r) => setTimeout(r, 300));
    const after = await get('demo-a.localhost', '/index');
    expect(after.headers['server-timing']).not.toMatch(/platform\.announcements/);
  }, 40_000);

  it('answers a login during an outage with a kind message and 503, and changes nothing', async () => {
    await env.stack.stopPlatform();
    const res = await postForm(env.stack.siteUrl, 'demo-a.localhost', '/login', { username: 'player1', password: 'Player123', intent: 'login' });
    expect(res.status).toBe(503);
    expect(res.body).toContain("We can't reach the games service right now");
    expect(sessionCookieOf(res)).toBeNull();
    await env.stack.restartPlatform();
  });

  it('gives a brand never loaded a kind 503 in its own theme', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.stack.stopPlatform();
    const cold = await get('demo-c.localhost', '/index');
    expect(cold.status).toBe(503);
    expect(cold.body).toContain('data-testid="system-unavailable"');
    expect(cold.body).toContain('data-theme="ember"');
    expect(cold.body).not.toMatch(/at [\w.]+ \(|PlatformError|ECONNREFUSED/);
    expect(logged.mock.calls.flat().join(' ')).toMatch(/\[site\] demo-c/);
    logged.mockRestore();
    await env.stack.restartPlatform();
  });
});
