import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { platformOffers, type PlatformFeature } from '~/request/platform-features';
import type { Needs } from '~/request/route-gates';
import { routeNeeds } from '~/request/route-needs.server';
import { httpRequest, type HttpResult } from '../support/http';
import { readRouteTree } from '../support/route-tree';
import { loadAdminHere } from '../support/admin';
import { logIn } from '../support/site-session';
import { useStackBehindSlowProxy } from '../support/slow-proxy';
import { isKnownContractCall } from '@whitelabel/reference-platform/http/known-contract';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/**
 * A brand pointed at a platform that speaks only the known contract: the reference platform in strict mode,
 * every demo brand declaring `"platformExtensions": "none"`. Every route of every brand, as a guest, a member
 * and an agent, answers without a 5xx; a page of a feature that rests on an extension answers 404 with the
 * "not offered by this platform" page, and no page links to one. A recording proxy in front of the platform
 * shows that nothing asks it for a call it does not know.
 */
process.env.PLATFORM_CONTRACT = 'strict';
const brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'strict-brands-'));
fs.cpSync(path.resolve('brands'), brandsDir, { recursive: true });
for (const id of fs.readdirSync(brandsDir)) {
  const file = path.join(brandsDir, id, 'brand.json');
  if (!fs.existsSync(file)) continue;
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), platformExtensions: 'none' }, null, 2));
}
const env = useStackBehindSlowProxy('strict-crawl-', { env: { BRANDS_DIR: brandsDir } });

const BRANDS = [
  { host: 'demo-a.localhost', member: ['player1', 'Player123'], agent: ['agent1', 'Agent12345'] },
  { host: 'demo-b.localhost', member: ['0912345678', 'Jade12345'], agent: ['jadeagent', 'Agent12345'] },
  { host: 'demo-c.localhost', member: ['player3', 'Ember12345'], agent: ['emberagent', 'Agent12345'] },
] satisfies { host: string; member: [string, string]; agent: [string, string] }[];

/** Params filled with seeded values; the catch-all gets an address nothing serves. */
const FILL: Record<string, string> = {
  '/blog/:slug': '/blog/playing-responsibly',
  '/locales/:lang/:groups': '/locales/en/common',
  '/*': '/no-such-page',
};

const offered = platformOffers('none');
const lacking = (needs: Needs | null) =>
  (needs ? ([] as const).concat(needs as never) : []).some((n: { platform?: PlatformFeature }) => n.platform && !offered[n.platform]);
const notOfferedTitles = fs
  .readdirSync(path.resolve('app/locales'))
  .map((f) => (JSON.parse(fs.readFileSync(path.resolve('app/locales', f), 'utf8')) as { errors: { notOffered: { title: string } } }).errors.notOffered.title);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const showsNotOffered = (body: string) => notOfferedTitles.some((t) => body.includes(escapeHtml(t)));

/** The calls since the proxy's last reset that the platform answered as an unknown relay, each once. */
const unknownRelays = () =>
  [
    ...new Set(
      env.proxy
        .calls()
        .filter((c) => c.status === 404 && !isKnownContractCall(c.path))
        .map((c) => c.path),
    ),
  ].sort();

const FORM = { origin: 'http://demo-a.localhost', 'content-type': 'application/x-www-form-urlencoded' };

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const at = next++;
        out[at] = await work(items[at]!);
      }
    }),
  );
  return out;
}

describe('a platform that speaks only the known contract', () => {
  it('serves every route of every brand, guest and signed in, without a 5xx or an unknown-relay call; extension features are 404 "not offered" and linked nowhere', async () => {
    const build = (await import(/* @vite-ignore */ path.resolve('build/index.js'))) as ServerBuild;
    const needsOf = routeNeeds(build);
    const paths = [...new Set((await readRouteTree()).map((r) => FILL[r.urlPath] ?? r.urlPath))];
    const notOfferedPaths = paths.filter((p) => lacking(needsOf(p)));
    // The map is not empty: the cashier, agent reports and lucky draw rest on extensions.
    expect(notOfferedPaths).toEqual(expect.arrayContaining(['/member/depositv2', '/member/withdraw', '/agent/agentRevenueReport', '/lucky-draw']));

    env.proxy.resetStats();
    const visits: { host: string; who: string; cookie?: string }[] = [];
    for (const brand of BRANDS) {
      visits.push({ host: brand.host, who: 'guest' });
      visits.push({ host: brand.host, who: 'member', cookie: await logIn(env.stack.siteUrl, brand.host, ...brand.member) });
      visits.push({ host: brand.host, who: 'agent', cookie: await logIn(env.stack.siteUrl, brand.host, ...brand.agent) });
    }
    const requests = visits.flatMap((visit) => paths.filter((p) => !(visit.cookie && p === '/logout')).map((p) => ({ ...visit, path: p })));
    const results = await pool(requests, 6, async (r) => {
      const res: HttpResult = await httpRequest(`${env.stack.siteUrl}${r.path}`, { headers: { host: r.host, ...(r.cookie ? { cookie: r.cookie } : {}) } });
      return { ...r, status: res.status, body: res.body, html: String(res.headers['content-type'] ?? '').startsWith('text/html') };
    });

    // No sign-in, page or poll asks the platform for a call it does not know (the header's badges, the member
    // centre's summaries): a feature it does not offer is never called.
    expect(unknownRelays()).toEqual([]);
    const label = (r: (typeof results)[number]) => `${r.host} ${r.who} ${r.path} → ${r.status}`;
    expect(results.filter((r) => r.status >= 500).map(label)).toEqual([]);
    // A signed-in visit reaches the gate's platform check; a guest may be sent to log in first.
    const signedInNotOffered = results.filter((r) => r.cookie && notOfferedPaths.includes(r.path));
    expect(signedInNotOffered.filter((r) => r.status !== 404 || (r.html && !showsNotOffered(r.body))).map(label)).toEqual([]);
    expect(signedInNotOffered.filter((r) => r.html).length).toBeGreaterThan(0);
    // No header, footer or centre menu on any page links to a page the platform does not offer (a page's
    // own address, in its language switch, is not a menu entry).
    const linked = results.flatMap((r) =>
      r.html
        ? [...r.body.matchAll(/<a\b[^>]*?\bhref="(\/[^"?#]*)/g)]
            .map((m) => m[1]!)
            .filter((href) => href !== r.path && notOfferedPaths.includes(href))
            .map((href) => `${label(r)} links ${href}`)
        : [],
    );
    expect([...new Set(linked)]).toEqual([]);
    // A feature on the contract alone stays: the point mall opens for a member.
    expect(results.find((r) => r.who === 'member' && r.host === 'demo-a.localhost' && r.path === '/pointMall')?.status).toBe(200);
  }, 240_000);

  it("an extension feature's action changes nothing and answers the not-offered 404", async () => {
    const cookie = await logIn(env.stack.siteUrl, 'demo-a.localhost', 'player1', 'Player123');
    const res = await httpRequest(`${env.stack.siteUrl}/lucky-draw`, {
      method: 'POST',
      headers: { host: 'demo-a.localhost', cookie, ...FORM },
      body: 'intent=draw&eventId=1',
    });
    expect(res.status).toBe(404);
    expect(showsNotOffered(res.body)).toBe(true);
  }, 60_000);

  it('the promotions list shows without its join and claim buttons, and a sent join is the not-offered 404 that calls nothing', async () => {
    const cookie = await logIn(env.stack.siteUrl, 'demo-a.localhost', 'player1', 'Player123');
    env.proxy.resetStats();
    for (const who of [{ cookie }, {}] as Record<string, string>[]) {
      const list = await httpRequest(`${env.stack.siteUrl}/promotions`, { headers: { host: 'demo-a.localhost', ...who } });
      expect(list.status).toBe(200);
      expect(list.body).toContain('data-testid="promotion-card"');
      expect(list.body).not.toMatch(/data-testid="(join|claim|login-to)-\d+"/);
    }
    const id = /data-promotion-id="(\d+)"/.exec(
      (await httpRequest(`${env.stack.siteUrl}/promotions`, { headers: { host: 'demo-a.localhost', cookie } })).body,
    )?.[1];
    const sent = await httpRequest(`${env.stack.siteUrl}/promotions`, {
      method: 'POST',
      headers: { host: 'demo-a.localhost', cookie, ...FORM },
      body: `intent=join&id=${id}&requestId=${'a'.repeat(32)}`,
    });
    expect(sent.status).toBe(404);
    expect(showsNotOffered(sent.body)).toBe(true);
    expect(env.proxy.calls().map((c) => c.path)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Promotion$/)]));
    expect(unknownRelays()).toEqual([]);
  }, 60_000);

  it('the inbox works by the contract: list, unread count and a body from the list; no read or delete offered or called', async () => {
    adminCommand(env.stack.dbPath, 'message', 'demoa01', 'player1', 'Strict notice', '<p>Read from the list itself.</p>');
    const cookie = await logIn(env.stack.siteUrl, 'demo-a.localhost', 'player1', 'Player123');
    env.proxy.resetStats();
    const page = async (to: string) => (await httpRequest(`${env.stack.siteUrl}${to}`, { headers: { host: 'demo-a.localhost', cookie } })).body;
    const list = await page('/member/messageV2');
    expect(list).toContain('data-testid="inbox-list"');
    expect(list).not.toContain('data-testid="inbox-read-all"');
    // Without a call to mark it read, a message opens by its link (no form) and stays unread.
    const item = [...list.matchAll(/<a\b([^>]*data-testid="inbox-item"[^>]*)>([\s\S]*?)<\/a>/g)].find((m) => m[2]!.includes('Strict notice'));
    expect(item?.[1], 'the new message is listed, opened by a link').toContain('data-read="false"');
    const href = /href="([^"]*)"/.exec(item![1]!)![1]!.replace(/&amp;/g, '&');
    const id = new URL(href, 'http://x').searchParams.get('id');
    const reader = await page(href);
    expect(reader).toContain('data-testid="inbox-reader"');
    expect(reader).toContain('Read from the list itself.');
    expect(reader).not.toContain('data-testid="inbox-delete"');
    // The header's unread badge comes from the contract's count.
    const state = JSON.parse(await page('/resources/public-state')) as { viewer: { unreadMessages: number } };
    expect(state.viewer.unreadMessages).toBeGreaterThan(0);
    for (const intent of ['delete', 'markRead', 'readAll']) {
      const sent = await httpRequest(`${env.stack.siteUrl}/member/messageV2`, {
        method: 'POST',
        headers: { host: 'demo-a.localhost', cookie, ...FORM },
        body: `intent=${intent}&id=${id}`,
      });
      expect(sent.status, intent).toBe(404);
      expect(showsNotOffered(sent.body), intent).toBe(true);
    }
    expect(await page('/member/messageV2')).toContain('Strict notice');
    expect([...new Set(env.proxy.calls().map((c) => c.path))]).toEqual(expect.arrayContaining(['/wps/relay/CSP_getInbox', '/wps/relay/CSP_unreadCount']));
    expect(unknownRelays()).toEqual([]);
  }, 60_000);
});
