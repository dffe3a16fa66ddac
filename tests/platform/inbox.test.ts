import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { InboxChangeSchema, MessageListSchema, MessageSchema, PublicStateSchema, UnreadCountSchema } from '~/platform-client/schemas/inbox';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { MissionSummarySchema } from '~/platform-client/schemas/rewards';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The inbox and the public state of decision 013 on the reference platform, through the site's typed client and the operator's CLI. */
const temp = useTempPlatform('platform-inbox-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = { username: string; call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>> };

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
let created = 0;
async function newPlayer(merchant = 'demoa01'): Promise<Player> {
  const username = `inbox${++created}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123' });
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  const client = clientOf(merchant, token);
  return { username, call: (name, schema, options) => client.call(name, schema, options) };
}
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
/** The new message's id from the CLI's answer ("demoa01: message 12 sent to …"). */
const sentId = (line: string) => Number(/message (\d+)/.exec(line)?.[1]);
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const unread = (p: Player) => p.call('unreadCount', UnreadCountSchema);
const list = (p: Player, query: Record<string, string | number> = {}) => p.call('messageList', MessageListSchema, { query });

describe('operator messages', () => {
  it('a message the operator sends to one member arrives unread in their inbox only, with its title and HTML', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    const id = sentId(admin('message', 'demoa01', alice.username, 'Your VIP gift', '<p>Enjoy <b>50 free spins</b></p>'));
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(0);
    const page = await list(alice);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ id, type: 'notice', title: 'Your VIP gift', read: false, broadcast: false });
    const message = await alice.call('message', MessageSchema, { query: { id } });
    expect(message.bodyHtml).toBe('<p>Enjoy <b>50 free spins</b></p>');
  });

  it('HTML with a script is stored as sent and reaches the page cleaned, never as a failure', async () => {
    const alice = await newPlayer();
    const id = sentId(
      admin(
        'message',
        'demoa01',
        alice.username,
        '<img src=x onerror=alert(1)>',
        '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
      ),
    );
    const message = await alice.call('message', MessageSchema, { query: { id } });
    const cleaned = sanitizeOperatorHtml(message.bodyHtml);
    expect(cleaned).toContain('<p>Hi</p>');
    expect(cleaned).not.toMatch(/script|onclick|javascript:|iframe/i);
    // The title is text: the site renders it escaped, the platform hands it back unchanged.
    expect(message.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('the CLI refuses an unknown member and an empty title, and sends nothing', async () => {
    const alice = await newPlayer();
    expect(() => admin('message', 'demoa01', 'nobody-here', 'T', 'B')).toThrow(/no member "nobody-here"/);
    expect(() => admin('message', 'demoa01', alice.username, '  ', 'B')).toThrow(/title/);
    expect(await unread(alice)).toBe(0);
  });
});

describe('broadcasts', () => {
  it('reach every member registered before them, each with their own read and deleted state', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    const id = sentId(admin('message', 'demoa01', 'Weekend tournament', '<p>Join us</p>'));
    const carol = await newPlayer();
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(1);
    // Members who join after a broadcast do not inherit it.
    expect((await list(carol)).list.map((m) => m.id)).not.toContain(id);

    await alice.call('readMessage', InboxChangeSchema, { body: { id } });
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(1);
    expect((await list(alice)).list.find((m) => m.id === id)).toMatchObject({ read: true, broadcast: true });

    await bob.call('deleteMessage', InboxChangeSchema, { body: { id } });
    expect((await list(bob)).list.map((m) => m.id)).not.toContain(id);
    expect((await list(alice)).list.map((m) => m.id)).toContain(id);
    // Another merchant's members never see it.
    const jade = await newPlayer('demob02');
    expect((await list(jade)).list.map((m) => m.id)).not.toContain(id);
  });
});

describe('reading, paging and deleting', () => {
  it('pages newest first, filters unread, and mark-all-read clears the count', async () => {
    const alice = await newPlayer();
    const ids = ['One', 'Two', 'Three'].map((title) => sentId(admin('message', 'demoa01', alice.username, title, `<p>${title}</p>`)));
    const first = await list(alice, { pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2, unreadCount: 3 });
    expect(first.list.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect((await list(alice, { pageNo: 2, pageSize: 2 })).list.map((m) => m.id)).toEqual([ids[0]]);

    await alice.call('readMessage', InboxChangeSchema, { body: { id: ids[1] } });
    expect((await list(alice, { filter: 'unread' })).list.map((m) => m.id)).toEqual([ids[2], ids[0]]);
    const all = await alice.call('readAllMessages', InboxChangeSchema, { body: {} });
    expect(all.unreadCount).toBe(0);
    expect(await unread(alice)).toBe(0);
    expect((await list(alice, { filter: 'unread' })).list).toHaveLength(0);

    const after = await alice.call('deleteMessage', InboxChangeSchema, { body: { id: ids[0] } });
    expect(after).toMatchObject({ deleted: true });
    expect((await list(alice)).list.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect(await refusal(alice.call('message', MessageSchema, { query: { id: ids[0] } }))).toEqual({ errorCode: 'message.not.found', status: 404 });
  });

  it("a forged id from another member's inbox changes nothing: not found, never a 500", async () => {
    const alice = await newPlayer();
    const mallory = await newPlayer();
    const id = sentId(admin('message', 'demoa01', alice.username, 'Private', '<p>For Alice</p>'));
    for (const attempt of [
      mallory.call('message', MessageSchema, { query: { id } }),
      mallory.call('readMessage', InboxChangeSchema, { body: { id } }),
      mallory.call('deleteMessage', InboxChangeSchema, { body: { id } }),
    ]) {
      expect(await refusal(attempt)).toEqual({ errorCode: 'message.not.found', status: 404 });
    }
    expect((await list(alice)).list).toMatchObject([{ id, read: false }]);
    for (const bad of ['abc', '-1', '0', '1e30', '99999999999999999999', '']) {
      expect((await refusal(mallory.call('readMessage', InboxChangeSchema, { body: { id: bad } }))).status).toBe(404);
    }
    expect((await refusal(mallory.call('readMessage', InboxChangeSchema, { body: [1, 2] as unknown as object }))).status).toBe(400);
    expect((await refusal(list(mallory, { filter: 'everything' }))).status).toBe(400);
    expect((await refusal(list(mallory, { pageSize: 100000 }))).status).toBe(400);
  });

  it('typed notices from the cashier are listed with their params', async () => {
    const player1 = await clientOf('demoa01').call('login', LoginValueSchema, { body: { username: 'player1', password: 'Player123', type: 'username' } });
    const client = clientOf('demoa01', player1.token);
    const page = await client.call('messageList', MessageListSchema, { query: { pageSize: 50 } });
    expect(page.totalCount).toBeGreaterThan(0);
    const credited = page.list.find((m) => m.type === 'info_deposit_arrival');
    expect(credited?.params).toMatchObject({ amountMinor: expect.any(Number), currency: 'PHP' });
  });

  it('guests and a switched-off inbox are refused kindly', async () => {
    expect((await refusal(clientOf('demoa01').call('unreadCount', UnreadCountSchema))).status).toBe(401);
    const ember = await newPlayer('democ03');
    expect(await refusal(ember.call('unreadCount', UnreadCountSchema))).toMatchObject({ errorCode: 'function.not.available', status: 400 });
  });
});

describe('public state', () => {
  it('counts unread messages and open promotions, and carries the VIP label and nickname', async () => {
    const alice = await newPlayer();
    writePlatformDb(temp.dbPath, "UPDATE members SET vip_level = 4, nickname = 'Ace' WHERE username = ?", alice.username);
    admin('message', 'demoa01', alice.username, 'Hello', '<p>Hi</p>');
    admin('message', 'demoa01', alice.username, 'Again', '<p>Hi</p>');
    const promotions = (await alice.call('depositPromotions', v.array(v.unknown()))).length;
    // Signing in completes the daily log-in mission: the badge counts what the missions page offers.
    const missions = (await alice.call('missionSummary', MissionSummarySchema)).missions.filter((m) => m.status === 'CLAIMABLE').length;
    const state = await alice.call('publicState', PublicStateSchema);
    expect(state).toMatchObject({
      unreadMessage: 2,
      availablePromoCount: promotions,
      hasVip: true,
      vipLabelName: 'VIP4',
      vipRankLevel: 4,
      nickname: 'Ace',
      avatarUrl: null,
      claimableRewardCount: 0,
      claimableMissionCount: missions,
    });
    expect(missions).toBeGreaterThan(0);
    expect(promotions).toBeGreaterThan(0);
  });

  it('a brand with the VIP module off has no VIP label; an inbox module off counts nothing', async () => {
    const jade = await newPlayer('demob02');
    admin('feature', 'demob02', 'VIP3', 'off');
    try {
      expect(await jade.call('publicState', PublicStateSchema)).toMatchObject({ hasVip: false, vipLabelName: null });
    } finally {
      admin('feature', 'demob02', 'VIP3', 'on');
    }
    expect(await jade.call('publicState', PublicStateSchema)).toMatchObject({ hasVip: true, vipLabelName: 'VIP0' });
    const ember = await newPlayer('democ03');
    expect(await ember.call('publicState', PublicStateSchema)).toMatchObject({ unreadMessage: 0, hasVip: false });
  });

  it('needs a session', async () => {
    expect((await refusal(clientOf('demoa01').call('publicState', PublicStateSchema))).status).toBe(401);
  });
});
