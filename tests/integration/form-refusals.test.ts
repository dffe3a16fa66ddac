import { describe, expect, it } from 'vitest';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { addPlatformMember, pendingContract, queryPlatformDb } from '../support/platform-db';
import { paddedPng } from '../support/test-images';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Refusals of the forms moved onto the shared vocabulary answer the one status table's status, in words. */
const env = useStack('form-refusals-');
const HOST = 'demo-a.localhost';
const PASSWORD = 'Refuse12345';

let made = 0;
async function newMember(extra: { type?: number; upline?: string } = {}) {
  const username = `frf${process.pid % 1000}x${++made}`;
  const id = await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD, ...extra });
  return { id, username, cookie: await logIn(env.stack.siteUrl, HOST, username, PASSWORD) };
}

describe('refusals of the moved forms', () => {
  it('declining a contract request already answered answers 409 in words, and changes nothing', async () => {
    const agent = await newMember({ type: 1 });
    const downline = await newMember({ type: 1, upline: agent.username });
    const contractId = pendingContract(env.stack.dbPath, agent.id, downline.id);
    const decline = () =>
      postForm(env.stack.siteUrl, HOST, '/contractRequest', { contractId: String(contractId), type: 'DIVIDEND', action: 'REJECT' }, downline.cookie);
    expect((await decline()).status).toBe(200);
    const statusAfter = queryPlatformDb<{ status: string }>(env.stack.dbPath, 'SELECT status FROM agent_contracts WHERE id = ?', contractId);
    // Another tab answered first: the second answer is told so, without JavaScript too.
    const again = await decline();
    expect(again.status).toBe(409);
    expect(again.body).toContain('This request is no longer open: nothing was changed.');
    expect(queryPlatformDb(env.stack.dbPath, 'SELECT status FROM agent_contracts WHERE id = ?', contractId)).toEqual(statusAfter);
  }, 30_000);

  it('a refused point-mall redeem (no payment password set yet) answers a 4xx in the shared shape: errors and intent, no own field or error keys', async () => {
    const member = await newMember();
    const [item] = queryPlatformDb<{ id: number }>(env.stack.dbPath, "SELECT id FROM point_items WHERE merchant = 'demoa01' ORDER BY points_cost DESC LIMIT 1");
    const res = await postForm(
      env.stack.siteUrl,
      HOST,
      '/pointMall.data',
      { intent: 'redeem', itemId: String(item!.id), paymentPassword: '123456', requestId: crypto.randomUUID() },
      member.cookie,
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toContain('"errors"');
    expect(res.body).toContain('"intent"');
    expect(res.body).not.toContain('"field"');
    const page = await httpRequest(`${env.stack.siteUrl}/pointMall`, { headers: { host: HOST, cookie: member.cookie } });
    expect(page.status).toBe(200);
  }, 30_000);
});

describe('the chrome links a gated page where its route would open it', () => {
  it('with the VIP module off the footer drops its link and /vip is a 404; back on, both return', async () => {
    // Signed in, so no shared guest copy of the page stands between the switch and the answer.
    const member = await newMember();
    const get = (path: string) => httpRequest(`${env.stack.siteUrl}${path}`, { headers: { host: HOST, cookie: member.cookie } });
    const vipLink = (html: string) => html.includes('href="/vip"');
    expect(vipLink((await get('/winners')).body)).toBe(true);
    adminCommand(env.stack.dbPath, 'feature', 'demoa01', 'VIP3', 'off');
    try {
      await expect.poll(async () => (await get('/vip')).status, { timeout: 10_000 }).toBe(404);
      expect(vipLink((await get('/winners')).body)).toBe(false);
    } finally {
      adminCommand(env.stack.dbPath, 'feature', 'demoa01', 'VIP3', 'on');
    }
    await expect.poll(async () => (await get('/vip')).status, { timeout: 10_000 }).toBe(200);
    expect(vipLink((await get('/winners')).body)).toBe(true);
  }, 40_000);
});

describe('my account', () => {
  it('bad posts get a clear refusal, never a 500: a huge avatar, a form that is not one of ours, an absurd nickname; nothing changes', async () => {
    const member = await newMember();
    const post = (body: Buffer | string, type: string) =>
      httpRequest(`${env.stack.siteUrl}/member/securityCenter`, {
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, cookie: member.cookie, 'content-type': type },
        // The request writes a Buffer as it is.
        body: body as unknown as string,
      });
    const boundary = '----acct';
    const bigImage = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\navatarUpload\r\n--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      // A real PNG's header, then past the 5 MB an avatar may be.
      Buffer.from(paddedPng(5 * 1024 * 1024 + 4096)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const huge = await post(bigImage, `multipart/form-data; boundary=${boundary}`);
    expect(huge.status).toBe(413);
    expect(huge.body).toContain('The image is larger than 5 MB.');
    const form = 'application/x-www-form-urlencoded';
    expect((await post('intent=dropTables', form)).status).toBe(400);
    const long = await post(`intent=profile&nickname=${'x'.repeat(4000)}`, form);
    expect(long.status).toBe(400);
    expect(long.body).toContain('Nicknames are 2–20 letters');
    expect((await post('intent=bindEmail&email=a%40b.example&code=12', form)).status).toBe(400);
    // The page read again: the header's avatar and the profile's nickname are as they were.
    const page = await httpRequest(`${env.stack.siteUrl}/member/securityCenter`, { headers: { host: HOST, cookie: member.cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<img\b(?=[^>]*data-testid="viewer-avatar")(?=[^>]*src="\/avatar-default\.svg")[^>]*>/);
    expect(page.body).toMatch(new RegExp(`data-testid="profile-nickname"[^>]*>${member.username}<`));
  }, 30_000);
});
