import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { startSlowProxy } from '../support/slow-proxy';
import { logIn, postForm } from '../support/site-session';
import { startStack } from '../support/stack';

/**
 * A signed-in player's pages against a platform that counts what reaches it: each page asks the
 * platform for at most its own one thing; what surrounds it (wallet, badges, settings) is kept per
 * session and asked again after the player's own actions.
 */
const HOST = 'demo-a.localhost';
let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;
let cookie: string;

beforeAll(async () => {
  proxy = await startSlowProxy();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-calls-'));
  // What is counted is which calls reach the platform, not how long a read is kept: windows longer than any gap a
  // busy machine can put between two pages (5 s by default), so only the player's own actions end them here.
  stack = await startStack({
    dbPath: path.join(dir, 'platform.db'),
    platformUrl: proxy.url,
    configTtlMs: 60_000,
    env: { WALLET_FRESH_MS: '60000', SHELL_STATE_FRESH_MS: '60000' },
  });
  proxy.forwardTo(stack.platformUrl);
  cookie = await logIn(stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Platform requests one page load made (after a first visit warmed what may be kept). */
async function callsFor(pathname: string, as = cookie, extra: Record<string, string> = {}): Promise<number> {
  proxy.resetStats();
  const res = await httpRequest(`${stack.siteUrl}${pathname}`, { headers: { host: HOST, cookie: as, ...extra } });
  expect(res.status, pathname).toBe(200);
  return proxy.stats().seen;
}

const PAGES = [
  '/index',
  '/rng',
  '/live',
  '/member/bonusDetails',
  '/member/securityCenter',
  '/member/rewardCenter',
  '/member/missionLeaderboard',
  '/member/referral',
  '/member/playerRank',
  '/member/depositv2',
  '/member/withdraw',
  '/member/transferFund',
  '/member/transferUpline',
  '/member/transactionHistory?range=30d',
];

describe('signed-in pages and the platform', () => {
  it('a page already visited asks the platform for at most one thing', async () => {
    const counts: Record<string, number> = {};
    for (const pathname of PAGES) {
      await callsFor(pathname);
      // The fewer of two visits: a kept value that happens to expire in between is a cache refresh, not the page's own call.
      counts[pathname] = Math.min(await callsFor(pathname), await callsFor(pathname));
    }
    expect(Object.entries(counts).filter(([, n]) => n > 1)).toEqual([]);
  }, 60_000);

  it("the player's own action forgets what was kept: the next page asks again", async () => {
    await callsFor('/member/transferFund');
    expect(await callsFor('/member/transferFund')).toBe(0);
    // A refused transfer is still an action: the page that answers it reads the wallet and its mode afresh.
    proxy.resetStats();
    const answer = await postForm(stack.siteUrl, HOST, '/member/transferFund', { intent: 'transfer', from: 'MAIN', to: 'nowhere', amount: 'x' }, cookie);
    expect(answer.status).toBe(400);
    expect(proxy.stats().seen).toBeGreaterThanOrEqual(2);
    expect(await callsFor('/member/transferFund')).toBe(0);
  }, 30_000);

  it('a reload reads everything live (the operator may have paid a withdrawal or credited a deposit)', async () => {
    await callsFor('/member/transferFund');
    expect(await callsFor('/member/transferFund')).toBe(0);
    expect(await callsFor('/member/transferFund', cookie, { 'cache-control': 'max-age=0' })).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it("what is kept is one session's: another player's first visit asks the platform itself", async () => {
    const other = await logIn(stack.siteUrl, HOST, 'player1', 'Player123');
    await callsFor('/member/transferFund');
    expect(await callsFor('/member/transferFund', other)).toBeGreaterThanOrEqual(2);
  }, 30_000);
});

describe("the deposit page's list of the player's deposits", () => {
  const page = (as: string, pathname = '/member/depositv2') => httpRequest(`${stack.siteUrl}${pathname}`, { headers: { host: HOST, cookie: as } });

  it("is kept per session: a second visit asks nothing, the player's deposit shows at once, another player never sees it", async () => {
    const other = await logIn(stack.siteUrl, HOST, 'player1', 'Player123');
    // Both players' lists kept, their visits interleaved.
    for (const as of [cookie, other, cookie, other]) expect((await page(as)).status).toBe(200);
    expect(Math.min(await callsFor('/member/depositv2'), await callsFor('/member/depositv2'))).toBe(0);
    expect(Math.min(await callsFor('/member/depositv2', other), await callsFor('/member/depositv2', other))).toBe(0);

    const form = (await page(cookie)).body;
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form)?.[1] ?? '';
    const posted = await postForm(
      stack.siteUrl,
      HOST,
      '/member/depositv2',
      { intent: 'deposit', channelId: field('channelId'), amount: '777', requestId: field('requestId') },
      cookie,
    );
    expect(posted.status, posted.body.slice(0, 300)).toBe(302);
    const id = /[?&]deposit=(\d+)/.exec(String(posted.headers.location))?.[1];
    expect(id).toBeTruthy();
    // The page the deposit leads to, and the plain page after it, both list it: the action ended what was kept.
    for (const pathname of [String(posted.headers.location), '/member/depositv2']) {
      const mine = await page(cookie, pathname);
      expect(mine.body).toMatch(new RegExp(`data-testid="deposit-${id}"[^]*?777\\.00`));
    }
    // The other player's kept list is theirs alone, before and after a read of their own.
    expect((await page(other)).body).not.toContain(`data-testid="deposit-${id}"`);
    expect((await page(other, '/member/depositv2?channel=102')).body).not.toContain(`data-testid="deposit-${id}"`);
  }, 30_000);

  it("writes each deposit in the page's data as the very texts its list shows, and nothing else of the platform's record", async () => {
    const form = (await page(cookie)).body;
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form)?.[1] ?? '';
    const fields = { intent: 'deposit', channelId: field('channelId'), amount: '321', requestId: field('requestId') };
    expect((await postForm(stack.siteUrl, HOST, '/member/depositv2', fields, cookie)).status).toBe(302);
    const body = (await page(cookie)).body;
    const items = [
      ...body.matchAll(/data-testid="deposit-\d+"><div class="[^"]*"><strong><span class="[^"]*">([^<]+)<\/span> · (?:<!-- -->)?([^<]+)<\/strong>/g),
    ];
    expect(items.map(([, amount]) => amount)).toContainEqual(expect.stringContaining('321.00'));
    // One text fills both places (what a page from a shared render writes in per player, decision 108).
    const data = body.slice(body.indexOf('streamController.enqueue'));
    for (const [, amount, channel] of items) for (const text of [amount, channel]) expect(data).toContain(`\\"${text}\\"`);
    for (const key of ['createdAt', 'feeMinor']) expect(data).not.toContain(`\\"${key}\\"`);
  }, 30_000);
});
