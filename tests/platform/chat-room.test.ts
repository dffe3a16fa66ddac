import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import {
  ChatMessageSchema,
  ChatMessagesSchema,
  ChatPermissionSchema,
  ChatReadSchema,
  ChatRoomListSchema,
  ChatUnreadSchema,
} from '~/platform-client/schemas/chat';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The chat room (decision 024) on the reference platform, through the site's typed client and the moderator's console. */
const temp = useTempPlatform('platform-chat-');

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', value, status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const count = (sql: string, ...params: unknown[]) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  } finally {
    db.close();
  }
};
let made = 0;
async function newPlayer(options: { vip?: number; type?: number; merchant?: string } = {}) {
  const merchant = options.merchant ?? 'demoa01';
  const username = `chat${++made}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', type: options.type ?? 0 });
  writePlatformDb(
    temp.dbPath,
    'UPDATE members SET vip_level = ?, nickname = ? WHERE merchant = ? AND username = ?',
    options.vip ?? 0,
    `Nick #${made}`,
    merchant,
    username,
  );
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  return { username, client: clientOf(merchant, token) };
}
const send = (client: ReturnType<typeof clientOf>, roomId: number, text: string, requestId: string = crypto.randomUUID()) =>
  client.call('chatSend', ChatMessageSchema, { body: { roomId, text, requestId } });
async function roomsOf(client: ReturnType<typeof clientOf>) {
  const { list } = await client.call('chatRooms', ChatRoomListSchema);
  const byCode = (code: string) => list.find((r) => r.code === code)!;
  return { list, lobby: byCode('lobby'), slots: byCode('slots'), vip: byCode('vip') };
}

describe('rooms and permissions', () => {
  it('lists demo-a its seeded rooms with their history, and refuses demo-b (CBS3 off) and guests', async () => {
    const { client } = await newPlayer();
    const { list, lobby, vip } = await roomsOf(client);
    expect(list.map((r) => r.code)).toEqual(['lobby', 'slots', 'vip']);
    expect(vip.minVipLevel).toBe(3);
    const history = await client.call('chatMessages', ChatMessagesSchema, { query: { roomId: lobby.roomId } });
    expect(history.messages.length).toBeGreaterThanOrEqual(5);
    expect(history.messages[0]!.text).toContain('Welcome to the Aurora lobby');
    expect((await refusal(clientOf('demoa01').call('chatRooms', ChatRoomListSchema))).status).toBe(401);
    const jade = await newPlayer({ merchant: 'demob02' });
    expect((await refusal(jade.client.call('chatRooms', ChatRoomListSchema))).errorCode).toBe('function.not.available');
  });

  it('keeps the VIP room for VIP 3 and up, lets a trial account read but not post, and says why', async () => {
    const low = await newPlayer({ vip: 1 });
    const high = await newPlayer({ vip: 3 });
    const trial = await newPlayer({ type: 4, vip: 0 });
    const { lobby, vip } = await roomsOf(low.client);

    expect(await low.client.call('chatPermission', ChatPermissionSchema, { query: { roomId: vip.roomId } })).toMatchObject({
      canRead: false,
      canPost: false,
      reason: 'VIP_ONLY',
    });
    const locked = await refusal(low.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: vip.roomId } }));
    expect(locked).toMatchObject({ errorCode: 'chat.read.forbidden', status: 403 });
    expect((await refusal(send(low.client, vip.roomId, 'let me in'))).errorCode).toBe('chat.post.forbidden');
    expect(await high.client.call('chatPermission', ChatPermissionSchema, { query: { roomId: vip.roomId } })).toMatchObject({
      canRead: true,
      canPost: true,
      reason: null,
    });
    await send(high.client, vip.roomId, 'VIP hello');

    expect(await trial.client.call('chatPermission', ChatPermissionSchema, { query: { roomId: lobby.roomId } })).toMatchObject({
      canRead: true,
      canPost: false,
      reason: 'TRIAL',
    });
    expect((await trial.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: lobby.roomId } })).messages.length).toBeGreaterThan(0);
    expect(await refusal(send(trial.client, lobby.roomId, 'free talk'))).toMatchObject({ errorCode: 'chat.post.forbidden', status: 403 });
    // Unread counts only the rooms the member may read.
    const unread = await low.client.call('chatUnread', ChatUnreadSchema);
    expect(unread.rooms.map((r) => r.roomId)).not.toContain(vip.roomId);
  });
});

describe('posting and following a room', () => {
  it('delivers a post to another member by cursor, counts it unread for them until they mark it read', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    const { slots } = await roomsOf(alice.client);
    const start = await bob.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: slots.roomId } });
    await bob.client.call('chatMarkRead', ChatReadSchema, { body: { roomId: slots.roomId, cursor: start.cursor } });

    const posted = await send(alice.client, slots.roomId, 'Anyone up for fishing?');
    expect(posted.author).toMatchObject({ nickname: expect.stringMatching(/^Nick #\d+$/) });
    const changes = await bob.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: slots.roomId, after: start.cursor } });
    expect(changes.messages.map((m) => m.text)).toEqual(['Anyone up for fishing?']);
    expect(changes.cursor).toBeGreaterThan(start.cursor);
    // The author's handle lets the site mark its own messages, and is never the username.
    const self = await alice.client.call('chatPermission', ChatPermissionSchema, { query: { roomId: slots.roomId } });
    expect(changes.messages[0]!.author.key).toBe(self.selfKey);
    expect(JSON.stringify(changes)).not.toContain(alice.username);

    const unread = await bob.client.call('chatUnread', ChatUnreadSchema);
    expect(unread.rooms.find((r) => r.roomId === slots.roomId)!.unread).toBe(1);
    expect((await bob.client.call('chatMarkRead', ChatReadSchema, { body: { roomId: slots.roomId, cursor: changes.cursor } })).unread).toBe(0);
    // The poster's own message is not unread for them.
    expect((await alice.client.call('chatUnread', ChatUnreadSchema)).rooms.find((r) => r.roomId === slots.roomId)!.unread).toBe(0);
  });

  it('stores hostile HTML as the plain text it is, refuses empty and over-long text, and posts a resent form once', async () => {
    const { client } = await newPlayer();
    const { lobby } = await roomsOf(client);
    const hostile = '<img src=x onerror="alert(1)"><script>steal()</script> <a href="javascript:alert(2)">win</a>';
    const posted = await send(client, lobby.roomId, hostile);
    expect(posted.text).toBe(hostile);
    const back = await client.call('chatMessages', ChatMessagesSchema, { query: { roomId: lobby.roomId } });
    expect(back.messages.at(-1)!.text).toBe(hostile);

    expect(await refusal(send(client, lobby.roomId, '   '))).toMatchObject({ errorCode: 'chat.text.invalid' });
    expect(await refusal(send(client, lobby.roomId, 'x'.repeat(501)))).toMatchObject({ errorCode: 'chat.text.invalid', value: { max: 500 } });
    expect((await send(client, lobby.roomId, 'y'.repeat(500))).text).toHaveLength(500);
    // Invisible direction tricks and control characters are dropped.
    expect((await send(client, lobby.roomId, 'safe\u202Etxt.exe\u0007')).text).toBe('safetxt.exe');

    const requestId = crypto.randomUUID();
    const first = await send(client, lobby.roomId, 'only once', requestId);
    const again = await send(client, lobby.roomId, 'only once', requestId);
    expect(again.id).toBe(first.id);
    expect(count("SELECT COUNT(*) FROM chat_messages WHERE body = 'only once'")).toBe(1);
  });

  it('rate-limits a flood: the sixth message in ten seconds is refused with when to retry, and stores nothing', async () => {
    const { client } = await newPlayer();
    const { slots } = await roomsOf(client);
    for (let i = 1; i <= 5; i++) await send(client, slots.roomId, `flood ${i}`);
    const refused = await refusal(send(client, slots.roomId, 'flood 6'));
    expect(refused.errorCode).toBe('chat.too.fast');
    expect(refused.status).toBe(429);
    expect((refused.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(count("SELECT COUNT(*) FROM chat_messages WHERE body = 'flood 6'")).toBe(0);
    // Others are not slowed by one member's flood.
    const other = await newPlayer();
    await send(other.client, slots.roomId, 'I can still talk');
  });

  it('keeps only the latest 200 messages of a room', async () => {
    const { client } = await newPlayer();
    const { slots } = await roomsOf(client);
    const roomId = slots.roomId;
    // Old traffic written straight into the room (the rate limit is per member, and this is history).
    const db = new Database(temp.dbPath, { fileMustExist: true });
    try {
      const member = db.prepare("SELECT id FROM members WHERE username = 'player1'").pluck().get() as number;
      const insert = db.prepare(
        "INSERT INTO chat_messages (room_id, member_id, nickname, body, seq, request_id, created_at) VALUES (?, ?, 'Old', ?, (SELECT last_seq + 1 FROM chat_rooms WHERE id = ?), ?, ?)",
      );
      const bump = db.prepare('UPDATE chat_rooms SET last_seq = last_seq + 1 WHERE id = ?');
      db.transaction(() => {
        for (let i = 0; i < 230; i++) {
          insert.run(roomId, member, `old ${i}`, roomId, `old-${i}`, Date.now() - 3_600_000);
          bump.run(roomId);
        }
      })();
    } finally {
      db.close();
    }
    await send(client, roomId, 'the newest');
    expect(count('SELECT COUNT(*) FROM chat_messages WHERE room_id = ?', roomId)).toBe(200);
    expect(count("SELECT COUNT(*) FROM chat_messages WHERE body = 'old 0'")).toBe(0);
    expect(count("SELECT COUNT(*) FROM chat_messages WHERE body = 'old 229'")).toBe(1);
    const latest = await client.call('chatMessages', ChatMessagesSchema, { query: { roomId } });
    expect(latest.messages.at(-1)!.text).toBe('the newest');
    expect(latest.messages.length).toBe(50);
  });
});

describe('the moderator', () => {
  it('lists a room, deletes a message (followers get its id as deleted), and mutes a member for a while', async () => {
    const rude = await newPlayer();
    const watcher = await newPlayer();
    const { lobby } = await roomsOf(rude.client);
    const before = await watcher.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: lobby.roomId } });
    const bad = await send(rude.client, lobby.roomId, 'buy cheap coins at spam.example');

    const listed = admin('chat', 'list', 'demoa01', 'lobby');
    expect(listed).toContain(`#${bad.id}`);
    expect(listed).toContain('buy cheap coins');
    expect(admin('chat', 'delete', 'demoa01', String(bad.id))).toContain(`message #${bad.id} deleted`);
    expect(admin('chat', 'list', 'demoa01', 'lobby')).toContain('[deleted]');

    const changes = await watcher.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: lobby.roomId, after: before.cursor } });
    expect(changes.deleted).toContain(bad.id);
    expect(changes.messages.map((m) => m.id)).not.toContain(bad.id);
    expect((await watcher.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: lobby.roomId } })).messages.map((m) => m.id)).not.toContain(
      bad.id,
    );

    expect(admin('chat', 'mute', 'demoa01', rude.username, '30')).toContain('muted until');
    expect(await rude.client.call('chatPermission', ChatPermissionSchema, { query: { roomId: lobby.roomId } })).toMatchObject({
      canRead: true,
      canPost: false,
      reason: 'MUTED',
    });
    const muted = await refusal(send(rude.client, lobby.roomId, 'am I muted?'));
    expect(muted).toMatchObject({ errorCode: 'chat.muted', status: 403 });
    expect(admin('chat', 'mute', 'demoa01', rude.username, '0')).toContain('may post again');
    await send(rude.client, lobby.roomId, 'sorry, behaving now');
  });
});
