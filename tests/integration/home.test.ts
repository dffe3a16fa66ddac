import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_LISTENER } from '../../app/ui/early-taps-listener.server';
import { httpRequest } from '../support/http';
import { startStack } from '../support/stack';

/** The home page and its content against the real reference platform, with a long config TTL. */
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-it-'));
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 60_000 });
});
afterAll(async () => {
  await stack?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (host: string, pathname: string) => httpRequest(`${stack.siteUrl}${pathname}`, { headers: { host } });
const platformCalls = (timing: unknown) =>
  String(timing ?? '')
    .split(',')
    .map((e) => e.trim().split(';')[0]!)
    .filter((n) => n.startsWith('platform.'));

async function signInAs(host: string, username: string, password: string): Promise<string> {
  const res = await httpRequest(`${stack.siteUrl}/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
    body: new URLSearchParams({ username, password }).toString(),
  });
  expect(res.status).toBe(302);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

describe('home page', () => {
  it('renders the brand content, and a warm /index makes no platform call for a guest', async () => {
    const cold = await get('demo-a.localhost', '/index');
    expect(cold.status).toBe(200);
    expect(platformCalls(cold.headers['server-timing'])).toEqual(
      expect.arrayContaining(['platform.announcements', 'platform.winnerBoard', 'platform.jackpot']),
    );
    expect(cold.body).toContain('data-testid="banner-carousel"');
    expect(cold.body).toContain('data-testid="notice-bar"');
    expect(cold.body).toContain('data-testid="jackpot-amount"');
    expect(cold.body).toContain('id="download"');
    const warm = await get('demo-a.localhost', '/index');
    expect(warm.status).toBe(200);
    expect(platformCalls(warm.headers['server-timing'])).toEqual([]);
  });

  it('keeps taps from before the first button is drawn: the tap listener comes first in the page', async () => {
    const body = (await get('demo-a.localhost', '/index')).body;
    const listener = body.indexOf(EARLY_TAPS_LISTENER);
    expect(listener).toBeGreaterThan(0);
    expect(listener).toBeLessThan(body.indexOf('</head>'));
    expect(listener).toBeLessThan(body.indexOf('<button'));
    // Once: a second listener would keep every tap twice.
    expect(body.indexOf(EARLY_TAPS_LISTENER, listener + 1)).toBe(-1);
  });

  it('never sends operator scripts or handlers to the browser', async () => {
    const res = await get('demo-a.localhost', '/noticePage');
    for (const page of [1, 2]) {
      const body = (await get('demo-a.localhost', `/noticePage?page=${page}`)).body;
      expect(body).not.toMatch(/window\.__xss|onerror=|javascript:window/);
    }
    expect(res.status).toBe(200);
  });

  it("keeps brands apart: one brand never shows another brand's notices or banners", async () => {
    const a = await get('demo-a.localhost', '/index');
    const b = await get('demo-b.localhost', '/index');
    const bannerSrcs = (html: string) => [...html.matchAll(/\/cdn\/banner\/(\d+)\.svg/g)].map((m) => m[1]);
    const shared = bannerSrcs(a.body).filter((id) => bannerSrcs(b.body).includes(id));
    expect(bannerSrcs(a.body).length).toBeGreaterThan(0);
    expect(shared).toEqual([]);
  });

  it('answers odd notice links with a page, never a 500', async () => {
    for (const query of ['page=-1', 'page=abc', 'page=99999', 'id=%3Cscript%3E', 'id=99999999', 'page=2&id=1', 'page=1e9']) {
      const res = await get('demo-a.localhost', `/noticePage?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body).not.toContain('<script>alert');
    }
  });

  it('shows the ranking page only while its banner group exists', async () => {
    expect((await get('demo-a.localhost', '/deposit-rank')).status).toBe(200);
    expect((await get('demo-a.localhost', '/bet-rank')).status).toBe(404);
    expect((await get('demo-b.localhost', '/bet-rank')).status).toBe(200);
  });
});

describe('customer service', () => {
  it('sends a member above VIP rank 4 to the VIP host and everyone else to live chat', async () => {
    const guest = await get('demo-a.localhost', '/resources/customer-service');
    expect(guest.headers.location).toBe('https://support.demo-a.example/chat?channel=live');
    const whale = await httpRequest(`${stack.siteUrl}/resources/customer-service`, {
      headers: { host: 'demo-a.localhost', cookie: await signInAs('demo-a.localhost', 'vipwhale', 'Whale12345') },
    });
    expect(whale.headers.location).toBe('https://support.demo-a.example/chat?channel=vip');
    const player = await httpRequest(`${stack.siteUrl}/resources/customer-service`, {
      headers: { host: 'demo-a.localhost', cookie: await signInAs('demo-a.localhost', 'player1', 'Player123') },
    });
    expect(player.headers.location).toBe('https://support.demo-a.example/chat?channel=live');
  });
});

describe('route data the browser gets', () => {
  // A field list on purpose: a field added to the shell ships in every document, so it is a choice made here.
  it("the root's shell carries only the whitelabel switches and platform features the browser's components read", async () => {
    const res = await get('demo-a.localhost', '/index.data');
    expect(res.status).toBe(200);
    const { value } = await decode(new Response(res.body).body!);
    const shell = (value as { root: { data: { shell: Record<string, unknown> } } }).root.data.shell;
    expect(Object.keys(shell.features as object).sort()).toEqual(['directRegistration', 'memberCentre']);
    expect(Object.keys(shell.platform as object).sort()).toEqual([
      'betRecords',
      'bigWins',
      'deposit',
      'promotionActions',
      'promotionDetail',
      'transactionHistory',
      'walletTransfer',
      'winners',
      'withdraw',
    ]);
    expect(Object.keys(shell).sort()).toEqual(
      [
        'kind',
        'brand',
        'preview',
        'stagingIndexUrl',
        'overrides',
        'overridesUnavailable',
        'theme',
        'mode',
        'themeCss',
        'themeColour',
        'language',
        'htmlLang',
        'dir',
        'languages',
        'features',
        'platform',
        'links',
        'categories',
        'sportsbook',
        'customerService',
        'socials',
        'appLinks',
        'mirrors',
        'paymentLogos',
        'partnerLogos',
        'recommendedGames',
        'state',
        'maintenanceMessage',
        'visitorIp',
      ].sort(),
    );
  });
});

describe('lazy route discovery', () => {
  it("a first page's manifest holds its own and its fetchers' routes; /__manifest answers the rest under the site's rules", async () => {
    const page = await get('demo-a.localhost', '/index');
    const inline = /window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(page.body)?.[1];
    const known = Object.keys((JSON.parse(inline ?? '{"routes":{}}') as { routes: object }).routes);
    expect(known).toContain('routes/_content+/[index]');
    expect(known).not.toContain('routes/member+/depositv2');
    const fetchers = /<script id="fetcher-routes" type="application\/json">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(Object.keys(JSON.parse(fetchers ?? '{}') as object)).toEqual(
      expect.arrayContaining(['routes/resources+/chat-unread', 'routes/_account+/contractRequest']),
    );

    const version = fs.readFileSync(path.resolve('build/version.txt'), 'utf8').trim();
    const asked = `/__manifest?p=${encodeURIComponent('/member/depositv2')}&version=${version}`;
    const res = await get('demo-a.localhost', asked);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Object.keys(JSON.parse(res.body) as object)).toContain('routes/member+/depositv2');
    const stranger = await get('nobody.localhost', asked);
    expect(stranger.status).toBe(404);
    expect(stranger.body).not.toContain('member+');
    expect(stranger.body).not.toContain('Aurora');
  });
});

describe('vendors on demand', () => {
  it('a page carries the nav categories without their vendors; /resources/vendors answers them', async () => {
    const page = await get('demo-a.localhost', '/rng');
    expect(page.status).toBe(200);
    // The route data names each category's path; no vendor card (its display name) rides along.
    expect(page.body).toContain('/rng');
    expect(page.body).not.toContain('SABA Sports');
    const res = await get('demo-a.localhost', '/resources/vendors');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=300');
    const { categories } = JSON.parse(res.body) as { categories: { key: string; path: string; vendors: { vassalage: string; displayName: string }[] }[] };
    const sports = categories.find((c) => c.key === 'SPORTS');
    expect(sports?.path).toBe('/sports');
    expect(sports?.vendors.map((v) => v.displayName)).toContain('SABA Sports');
    expect(categories.find((c) => c.key === 'RNG')!.vendors.length).toBeGreaterThan(15);
  });
});

describe('parts loaded on demand', () => {
  it("draws a signed-in player's menu with no Suspense boundary, so it comes alive with the rest of the page", async () => {
    const cookie = await signInAs('demo-a.localhost', 'player1', 'Player123');
    const body = (await httpRequest(`${stack.siteUrl}/index`, { headers: { host: 'demo-a.localhost', cookie } })).body;
    expect(body).toContain('data-part="user-menu"');
    // React marks a Suspense boundary it drew with a `<!--$-->` comment; the browser would hydrate one
    // later, and a navigation reaching it would have to wait for that.
    const marker = body.indexOf('data-part="user-menu"');
    expect(body.slice(marker - 40, marker + 40)).not.toContain('<!--$');
  });
});
