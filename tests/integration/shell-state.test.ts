import { describe, expect, it } from 'vitest';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { multipart, postMultipart } from '../support/multipart';
import { addPlatformMember, pendingContract, queryPlatformDb } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/**
 * What the signed-in shell shows follows the platform without a new sign-in: a contract offer made
 * after login, the badges right after a claim, the promotions still open, the operator's labels, and
 * the brand's member centre switch. A refused application gives the player's comment back.
 */
/** How long the shell's state is kept per session: shorter than production's 5 s, so one poll later comes sooner. */
const SHELL_STATE_FRESH_MS = 2_000;
const env = useStack('shell-state-', { env: { SHELL_STATE_FRESH_MS: String(SHELL_STATE_FRESH_MS) } });
const HOST = 'demo-a.localhost';
const PASSWORD = 'Shell12345';
/** Past the time the shell's state is kept per session: what one poll later sees. */
const NEXT_POLL_MS = SHELL_STATE_FRESH_MS + 500;

let made = 0;
async function newMember(extra: { type?: number; upline?: string } = {}) {
  const username = `shs${process.pid % 1000}x${++made}`;
  const id = await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD, ...extra });
  return { id, username, cookie: await logIn(env.stack.siteUrl, HOST, username, PASSWORD) };
}
const get = (path: string, cookie: string) => httpRequest(`${env.stack.siteUrl}${path}`, { headers: { host: HOST, cookie } });
const db = <T>(sql: string, ...params: unknown[]) => queryPlatformDb<T>(env.stack.dbPath, sql, ...params);
const admin = (...args: string[]) => adminCommand(env.stack.dbPath, ...args);
async function shellState(cookie: string) {
  const res = await get('/resources/public-state', cookie);
  expect(res.status).toBe(200);
  return JSON.parse(res.body) as { ok: true; viewer: { contractRequest: boolean; availablePromos: number }; badges: { claimableRewards: number } };
}
/** A value by its key in a single-fetch (turbo-stream) answer: keys are `_<index of the key's string>`, values an index into the same list. */
function turboValue(body: string, key: string): unknown {
  const flat = JSON.parse(body.split('\n')[0]!) as unknown[];
  const ref = `_${flat.indexOf(key)}`;
  const holder = flat.find((item): item is Record<string, number> => typeof item === 'object' && item !== null && !Array.isArray(item) && ref in item);
  return holder ? flat[holder[ref]!] : undefined;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The reward centre's menu entry with its badge, as the page draws it. */
/** The centre menu's reward-centre link (other links to the page, such as a reload link, are not it). */
const rewardEntry = (html: string) =>
  [...html.matchAll(/href="\/member\/rewardCenter[^"]*"[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]).find((a) => a.includes('Reward centre')) ?? '';

describe('the signed-in shell follows the platform', () => {
  it('a contract offered after sign-in reaches the downline within one poll, and on the next page', async () => {
    const agent = await newMember({ type: 1 });
    const downline = await newMember({ type: 1, upline: agent.username });
    expect((await shellState(downline.cookie)).viewer.contractRequest).toBe(false);
    pendingContract(env.stack.dbPath, agent.id, downline.id);
    await sleep(NEXT_POLL_MS);
    expect((await shellState(downline.cookie)).viewer.contractRequest).toBe(true);
    // The page itself (a reload, no script) shows the notice with its link to the offer.
    const page = await get('/index', downline.cookie);
    expect(page.body).toContain('data-testid="contract-request-banner"');
    expect(page.body).toContain('href="/contractRequest?returnTo=%2Findex"');
  }, 30_000);

  it('the page that answers a claim shows the reward centre without its badge, and so does the next poll', async () => {
    const member = await newMember();
    admin('reward', 'grant', 'demoa01', member.username, '12.34', 'Thank-you');
    await sleep(NEXT_POLL_MS);
    const before = await get('/member/rewardCenter', member.cookie);
    expect(rewardEntry(before.body)).toMatch(/>\s*1\s*<\/span>/);
    const [reward] = db<{ id: number }>("SELECT id FROM rewards WHERE member_id = ? AND kind = 'GRANT'", member.id);
    const claimed = await postForm(
      env.stack.siteUrl,
      HOST,
      '/member/rewardCenter',
      { intent: 'reward', id: String(reward!.id), requestId: crypto.randomUUID() },
      member.cookie,
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toContain('href="/member/rewardCenter');
    expect(rewardEntry(claimed.body)).not.toMatch(/<span[^>]*aria-label/);
    // What the hydrated page's revalidation asks right after its claim.
    const revalidated = await get(`/member/rewardCenter.data?_routes=${encodeURIComponent('routes/member+/_layout')}`, member.cookie);
    expect(turboValue(revalidated.body, 'claimableRewards')).toBe(0);
    expect((await shellState(member.cookie)).badges.claimableRewards).toBe(0);
  }, 30_000);

  it('a refused application gives the comment back as typed, with the reason in words', async () => {
    const member = await newMember();
    const [promotion] = db<{ id: number }>("SELECT id FROM promotions WHERE merchant = 'demoa01' AND action = 'APPLY' ORDER BY id");
    const comment = 'Won 120× on Gates & more — see <b>screenshot</b>';
    const form = () =>
      multipart({ id: String(promotion!.id), requestId: crypto.randomUUID(), comment }, [
        { name: 'images', filename: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not an image at all') },
      ]);
    const page = await postMultipart(env.stack.siteUrl, HOST, `/promoDetail?id=${promotion!.id}`, member.cookie, form());
    expect(page.status).toBe(400);
    expect(page.body).toContain('Won 120× on Gates &amp; more — see &lt;b&gt;screenshot&lt;/b&gt;</textarea>');
    expect(page.body).toContain('data-testid="apply-error"');
    // The hydrated form gets the comment back in the action's data.
    const data = await postMultipart(env.stack.siteUrl, HOST, `/promoDetail.data?id=${promotion!.id}`, member.cookie, form());
    expect(data.status).toBe(400);
    expect(data.body).toContain('Won 120× on Gates');
    expect(db('SELECT id FROM promotion_applications WHERE member_id = ?', member.id)).toEqual([]);
  }, 30_000);

  it('the nav counts the promotions the player can still take, as the platform does', async () => {
    const member = await newMember();
    const count = (await shellState(member.cookie)).viewer.availablePromos;
    expect(count).toBeGreaterThan(0);
    const page = await get('/index', member.cookie);
    expect(page.body).toMatch(new RegExp(`data-testid="nav-promo-count"><span aria-hidden="true">${count}</span>`));
    const guest = await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: HOST } });
    expect(guest.body).not.toContain('nav-promo-count');
  }, 30_000);

  it("the account page lists the operator's labels, and a label the operator adds shows on the next sign-in", async () => {
    const member = await newMember();
    expect((await get('/member/securityCenter', member.cookie)).body).not.toContain('data-testid="member-labels"');
    expect(admin('label', 'add', 'demoa01', member.username, 'Slots fan')).toContain('labelled "Slots fan"');
    const again = await logIn(env.stack.siteUrl, HOST, member.username, PASSWORD);
    const page = await get('/member/securityCenter', again);
    expect(page.body).toMatch(/data-testid="member-labels"[^>]*>(?:<li[^>]*>[^<]*<\/li>)*<li[^>]*>Slots fan<\/li>/);
    const whale = await logIn(env.stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
    const whalePage = (await get('/member/securityCenter', whale)).body;
    expect(whalePage).toContain('>High roller</li>');
    expect(whalePage).toContain('>Live casino regular</li>');
  }, 30_000);

  it('a brand module a centre page names in its route, switched off, refuses the page and drops its menu entry', async () => {
    const member = await newMember();
    const agent = await logIn(env.stack.siteUrl, HOST, 'agent1', 'Agent12345');
    const menuLinks = (html: string, centre: string) => [...html.matchAll(new RegExp(`href="/${centre}/(\\w+)[?"]`, 'g'))].map((m) => m[1]);
    expect((await get('/member/feedback', member.cookie)).status).toBe(200);
    expect(menuLinks((await get('/member/securityCenter', member.cookie)).body, 'member')).toContain('feedback');
    expect((await get('/agent/agentDailyWages2', agent)).status).toBe(200);
    admin('feature', 'demoa01', 'FEEDBACK3', 'off');
    admin('feature', 'demoa01', 'DAILYSALCONT3', 'off');
    try {
      await expect.poll(async () => (await get('/member/feedback', member.cookie)).status, { timeout: 10_000 }).toBe(404);
      // A centre page kept from a shared render follows within its time to live (the page asked just before the
      // switch may still be kept): ask until the menu has followed.
      await expect
        .poll(async () => menuLinks((await get('/member/securityCenter', member.cookie)).body, 'member'), { timeout: 10_000 })
        .not.toContain('feedback');
      const centre = await get('/member/securityCenter', member.cookie);
      expect(centre.status).toBe(200);
      expect(menuLinks(centre.body, 'member')).not.toContain('feedback');
      expect(menuLinks(centre.body, 'member')).toContain('depositv2');
      // The contract pages name their module in their gate: the page refuses, the agent menu leaves it out.
      expect((await get('/agent/agentDailyWages2', agent)).status).toBe(404);
      expect((await postForm(env.stack.siteUrl, HOST, '/agent/agentDailyWages2', { intent: 'terminate', contractId: '1' }, agent)).status).toBe(404);
      const agentCentre = await get('/agent/agentTeamOverview', agent);
      expect(menuLinks(agentCentre.body, 'agent')).not.toContain('agentDailyWages2');
      expect(menuLinks(agentCentre.body, 'agent')).toContain('registerCenter');
    } finally {
      admin('feature', 'demoa01', 'FEEDBACK3', 'on');
      admin('feature', 'demoa01', 'DAILYSALCONT3', 'on');
    }
  }, 30_000);

  it('with the member centre switched off its addresses send the player home and the menus drop its links', async () => {
    const member = await newMember();
    const on = await get('/index', member.cookie);
    expect(on.body).toContain('data-testid="header-deposit"');
    admin('feature', 'demoa01', 'MEMCENTRE3', 'off');
    try {
      // The site sees the change once its config refreshes (a short TTL here): ask until it has.
      await expect.poll(async () => (await get('/member/depositv2', member.cookie)).headers.location, { timeout: 10_000 }).toBe('/index');
      for (const path of ['/member', '/member/depositv2', '/member/messageV2']) {
        const res = await get(path, member.cookie);
        expect(res.status, path).toBe(302);
        expect(res.headers.location, path).toBe('/index');
      }
      const refused = await postForm(
        env.stack.siteUrl,
        HOST,
        '/member/transferFund',
        { intent: 'transfer', from: 'MAIN', to: 'X', amount: '1' },
        member.cookie,
      );
      expect(refused.status).toBe(302);
      const home = await get('/index', member.cookie);
      expect(home.status).toBe(200);
      expect(home.body).not.toContain('data-testid="header-deposit"');
      expect(home.body).not.toContain('data-testid="header-inbox"');
      expect(home.body).not.toContain('href="/member');
    } finally {
      admin('feature', 'demoa01', 'MEMCENTRE3', 'on');
    }
  }, 30_000);
});
