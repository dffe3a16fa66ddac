import type { MemberRow } from './members';
import type { Db } from './db';
import { oneRow } from './one-row';
import { prepared, preparedPluck } from './prepared';
import { Refusal } from './refusal';

/**
 * Group chat rooms (CBS3). Each room counts its changes in `last_seq`: a post takes the next number, and so
 * does a moderator's delete (the message's seq moves up and it becomes a tombstone), so a client that asks
 * "what changed after N" gets posts and deletes alike. Each room keeps only its latest 200 messages.
 */

export const MAX_CHAT_TEXT = 500;
export const HISTORY_PER_ROOM = 200;
/** A member may post this many messages per window; more is a flood. */
export const POSTS_PER_WINDOW = 5;
export const POST_WINDOW_MS = 10_000;
/** What a first look at a room shows, and the most one follow-up answers. */
const FIRST_PAGE = 50;
const FOLLOW_PAGE = 100;

type RoomRow = { id: number; merchant: string; code: string; titles: string; min_vip_level: number; sort: number; last_seq: number };
type MessageRow = {
  id: number;
  room_id: number;
  member_id: number;
  nickname: string;
  vip_level: number;
  body: string;
  seq: number;
  created_at: number;
  deleted_at: number | null;
};

type Member = Pick<MemberRow, 'id' | 'merchant' | 'type' | 'vip_level' | 'nickname' | 'username'>;

/** The handle messages name their author by (never the username). */
export const authorKeyOf = (memberId: number) => `m${memberId}`;

function titleOf(room: RoomRow, language: string): string {
  const titles = JSON.parse(room.titles) as Record<string, string>;
  return titles[language] ?? titles.EN ?? room.code;
}

export function chatRooms(db: Db, merchant: string, language: string) {
  const rows = db.prepare<unknown[], RoomRow>('SELECT * FROM chat_rooms WHERE merchant = ? ORDER BY sort, id').all(merchant);
  return rows.map((r) => ({ roomId: r.id, code: r.code, title: titleOf(r, language), minVipLevel: r.min_vip_level }));
}

function roomOf(db: Db, merchant: string, roomId: number): RoomRow {
  const room = db.prepare<unknown[], RoomRow>('SELECT * FROM chat_rooms WHERE merchant = ? AND id = ?').get(merchant, roomId);
  if (!room) throw new Refusal('chat.room.not.found', null, 404);
  return room;
}

export function findRoom(db: Db, merchant: string, idOrCode: string): RoomRow | undefined {
  return /^\d+$/.test(idOrCode)
    ? db.prepare<unknown[], RoomRow>('SELECT * FROM chat_rooms WHERE merchant = ? AND id = ?').get(merchant, Number(idOrCode))
    : db.prepare<unknown[], RoomRow>('SELECT * FROM chat_rooms WHERE merchant = ? AND code = ?').get(merchant, idOrCode);
}

function mutedUntil(db: Db, memberId: number, now: number): number | null {
  const until = db.prepare<unknown[], number>('SELECT until FROM chat_mutes WHERE member_id = ?').pluck().get(memberId);
  return until !== undefined && until > now ? until : null;
}

export type ChatPermission = {
  roomId: number;
  canRead: boolean;
  canPost: boolean;
  reason: 'VIP_ONLY' | 'TRIAL' | 'MUTED' | null;
  mutedUntil: number | null;
  selfKey: string;
};

/** Who may do what in a room: below its VIP level nothing; a trial account reads only; a muted member reads until the mute ends. */
export function chatPermission(db: Db, member: Member, roomId: number, now = Date.now()): ChatPermission {
  const room = roomOf(db, member.merchant, roomId);
  const base = { roomId: room.id, mutedUntil: null, selfKey: authorKeyOf(member.id) };
  if (member.vip_level < room.min_vip_level) return { ...base, canRead: false, canPost: false, reason: 'VIP_ONLY' };
  if (member.type === 4) return { ...base, canRead: true, canPost: false, reason: 'TRIAL' };
  const muted = mutedUntil(db, member.id, now);
  if (muted !== null) return { ...base, canRead: true, canPost: false, reason: 'MUTED', mutedUntil: muted };
  return { ...base, canRead: true, canPost: true, reason: null };
}

const messageOf = (m: MessageRow) => ({
  id: m.id,
  seq: m.seq,
  author: { key: authorKeyOf(m.member_id), nickname: m.nickname, vipLevel: m.vip_level },
  text: m.body,
  createdAt: m.created_at,
});

/**
 * The room's messages: without `after`, the latest ones (oldest first) and the room's cursor; with `after`,
 * every change past that cursor: new messages, and the ids of messages deleted since.
 */
export function chatMessages(db: Db, member: Member, roomId: number, after: number | null) {
  const permission = chatPermission(db, member, roomId);
  if (!permission.canRead) throw new Refusal('chat.read.forbidden', { reason: permission.reason }, 403);
  const room = roomOf(db, member.merchant, roomId);
  if (after === null) {
    const rows = db
      .prepare<unknown[], MessageRow>('SELECT * FROM chat_messages WHERE room_id = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT ?')
      .all(room.id, FIRST_PAGE)
      .reverse();
    return { roomId: room.id, cursor: room.last_seq, messages: rows.map(messageOf), deleted: [] as number[] };
  }
  const rows = db
    .prepare<unknown[], MessageRow>('SELECT * FROM chat_messages WHERE room_id = ? AND seq > ? ORDER BY seq LIMIT ?')
    .all(room.id, after, FOLLOW_PAGE);
  const cursor = rows.length === FOLLOW_PAGE ? rows[rows.length - 1]!.seq : Math.max(after, room.last_seq);
  return {
    roomId: room.id,
    cursor,
    messages: rows
      .filter((m) => m.deleted_at === null)
      .sort((a, b) => a.id - b.id)
      .map(messageOf),
    deleted: rows.filter((m) => m.deleted_at !== null).map((m) => m.id),
  };
}

/** Letters, marks, punctuation, spaces and line breaks stay; other control characters go; runs of blank lines shrink. */
export function cleanChatText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const maskedName = (username: string) => (username.length <= 3 ? `${username[0] ?? ''}**` : `${username.slice(0, 2)}***${username.slice(-1)}`);

/**
 * A post: allowed by the room's permission, within the member's rate, stored as plain text. The same
 * `requestId` again answers the first post (a resent form posts once). Older messages past the room's 200 go.
 */
export function postChatMessage(db: Db, member: Member, input: { roomId: number; text: string; requestId: string }, now = Date.now()) {
  return db.transaction(() => {
    const existing = db.prepare<unknown[], MessageRow>('SELECT * FROM chat_messages WHERE member_id = ? AND request_id = ?').get(member.id, input.requestId);
    if (existing) return messageOf(existing);
    const permission = chatPermission(db, member, input.roomId, now);
    if (!permission.canPost)
      throw new Refusal(
        permission.reason === 'MUTED' ? 'chat.muted' : 'chat.post.forbidden',
        { reason: permission.reason, mutedUntil: permission.mutedUntil },
        403,
      );
    const text = cleanChatText(input.text);
    if (!text || [...text].length > MAX_CHAT_TEXT || text.length > MAX_CHAT_TEXT) throw new Refusal('chat.text.invalid', { max: MAX_CHAT_TEXT });
    const recent = db
      .prepare<unknown[], number>('SELECT created_at FROM chat_messages WHERE member_id = ? AND created_at > ? ORDER BY created_at')
      .pluck()
      .all(member.id, now - POST_WINDOW_MS);
    if (recent.length >= POSTS_PER_WINDOW) {
      const retryAfterSeconds = Math.max(1, Math.ceil((recent[recent.length - POSTS_PER_WINDOW]! + POST_WINDOW_MS - now) / 1000));
      throw new Refusal('chat.too.fast', { retryAfterSeconds, limit: POSTS_PER_WINDOW, windowSeconds: POST_WINDOW_MS / 1000 }, 429);
    }
    const seq = nextSeq(db, input.roomId);
    const id = Number(
      db
        .prepare('INSERT INTO chat_messages (room_id, member_id, nickname, vip_level, body, seq, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(input.roomId, member.id, member.nickname?.trim() || maskedName(member.username), member.vip_level, text, seq, input.requestId, now)
        .lastInsertRowid,
    );
    trimRoom(db, input.roomId);
    // The poster has read their own room up to here.
    markRead(db, member.id, input.roomId, seq);
    return messageOf(oneRow(db.prepare<unknown[], MessageRow>('SELECT * FROM chat_messages WHERE id = ?').get(id), 'the chat message just posted'));
  })();
}

function nextSeq(db: Db, roomId: number): number {
  db.prepare('UPDATE chat_rooms SET last_seq = last_seq + 1 WHERE id = ?').run(roomId);
  return oneRow(db.prepare<unknown[], number>('SELECT last_seq FROM chat_rooms WHERE id = ?').pluck().get(roomId), "the chat room's last sequence");
}

/** Keeps the latest HISTORY_PER_ROOM messages of a room (tombstones count: they are what was said). */
function trimRoom(db: Db, roomId: number) {
  const cutoff = db
    .prepare<unknown[], number>('SELECT id FROM chat_messages WHERE room_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?')
    .pluck()
    .get(roomId, HISTORY_PER_ROOM - 1);
  if (cutoff !== undefined) db.prepare('DELETE FROM chat_messages WHERE room_id = ? AND id < ?').run(roomId, cutoff);
}

/** Moves the member's read mark forward (never back, never past the room). */
export function markRead(db: Db, memberId: number, roomId: number, seq: number) {
  const last = oneRow(db.prepare<unknown[], number>('SELECT last_seq FROM chat_rooms WHERE id = ?').pluck().get(roomId), "the chat room's last sequence");
  const upTo = Math.min(seq, last);
  db.prepare(
    'INSERT INTO chat_reads (member_id, room_id, last_seq) VALUES (?, ?, ?) ON CONFLICT (member_id, room_id) DO UPDATE SET last_seq = MAX(last_seq, excluded.last_seq)',
  ).run(memberId, roomId, upTo);
}

export function markChatRead(db: Db, member: Member, roomId: number, cursor: number) {
  const permission = chatPermission(db, member, roomId);
  if (!permission.canRead) throw new Refusal('chat.read.forbidden', { reason: permission.reason }, 403);
  markRead(db, member.id, roomId, cursor);
  return { roomId, unread: unreadIn(db, member.id, roomId) };
}

function unreadIn(db: Db, memberId: number, roomId: number): number {
  // Asked per room on most signed-in pages (the chat badge): its statement is kept (see prepared).
  return oneRow(
    preparedPluck<number>(
      db,
      `SELECT COUNT(*) FROM chat_messages c WHERE c.room_id = ? AND c.deleted_at IS NULL AND c.member_id <> ?
        AND c.seq > COALESCE((SELECT last_seq FROM chat_reads WHERE member_id = ? AND room_id = ?), 0)`,
    ).get(roomId, memberId, memberId, roomId),
  );
}

/** Others' messages the member has not seen, per room they may read. */
export function chatUnread(db: Db, member: Member) {
  const rooms = prepared<{ id: number; min_vip_level: number }>(db, 'SELECT id, min_vip_level FROM chat_rooms WHERE merchant = ? ORDER BY sort, id').all(
    member.merchant,
  );
  const list = rooms.filter((r) => member.vip_level >= r.min_vip_level).map((r) => ({ roomId: r.id, unread: unreadIn(db, member.id, r.id) }));
  return { total: list.reduce((sum, r) => sum + r.unread, 0), rooms: list };
}

// The operator's side.

export function listRoomMessages(db: Db, merchant: string, roomId: number, limit = 50) {
  return db
    .prepare<unknown[], MessageRow & { username: string }>(
      'SELECT c.*, m.username FROM chat_messages c JOIN members m ON m.id = c.member_id JOIN chat_rooms r ON r.id = c.room_id WHERE r.merchant = ? AND c.room_id = ? ORDER BY c.id DESC LIMIT ?',
    )
    .all(merchant, roomId, limit)
    .reverse();
}

/** A moderator's delete: the message becomes a tombstone with the room's next seq, so open rooms drop it. */
export function deleteChatMessage(db: Db, merchant: string, messageId: number, now = Date.now()) {
  return db.transaction(() => {
    const row = db
      .prepare<unknown[], MessageRow>('SELECT c.* FROM chat_messages c JOIN chat_rooms r ON r.id = c.room_id WHERE r.merchant = ? AND c.id = ?')
      .get(merchant, messageId);
    if (!row) throw new Refusal('chat.message.not.found', null, 404);
    if (row.deleted_at !== null) return { id: row.id, alreadyDeleted: true };
    const seq = nextSeq(db, row.room_id);
    db.prepare('UPDATE chat_messages SET deleted_at = ?, seq = ? WHERE id = ?').run(now, seq, row.id);
    return { id: row.id, alreadyDeleted: false };
  })();
}

/** Mutes a member for `minutes` (0 lifts the mute). */
export function muteChatMember(db: Db, merchant: string, username: string, minutes: number, now = Date.now()) {
  const member = db.prepare<unknown[], { id: number }>('SELECT id FROM members WHERE merchant = ? AND username = ?').get(merchant, username);
  if (!member) throw new Refusal('member.not.found', null, 404);
  if (minutes <= 0) {
    db.prepare('DELETE FROM chat_mutes WHERE member_id = ?').run(member.id);
    return { until: null };
  }
  const until = now + minutes * 60_000;
  db.prepare('INSERT INTO chat_mutes (member_id, until) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET until = excluded.until').run(member.id, until);
  return { until };
}

// Demo content.

type SeedRoom = { code: string; titles: Record<string, string>; minVipLevel: number; messages: [username: string, text: string][] };

const DEMO_ROOMS: Record<string, SeedRoom[]> = {
  demoa01: [
    {
      code: 'lobby',
      titles: { EN: 'Lobby', CN: '大厅', VI: 'Sảnh chung', TH: 'ล็อบบี้', JA: 'ロビー', TY: 'Lobby' },
      minVipLevel: 0,
      messages: [
        ['agent1', 'Welcome to the Aurora lobby! Be kind, no spam, and never share your password.'],
        ['player1', 'Anyone tried the new Sweet Bonanza tables tonight?'],
        ['vipwhale', 'Hit a 250x on Gates of Olympus earlier 🎉'],
        ['forgetful', 'Congrats! Which bet size?'],
        ['vipwhale', 'Just ₱20 spins. Patience pays.'],
      ],
    },
    {
      code: 'slots',
      titles: { EN: 'Slots talk', CN: '老虎机交流', VI: 'Bàn về slot', TH: 'คุยเรื่องสล็อต', JA: 'スロット談義', TY: 'Usapang slots' },
      minVipLevel: 0,
      messages: [
        ['traveller', 'Fishing games feel luckier on weekends, or is it just me?'],
        ['player1', 'Definitely just you 😄 RNG is RNG.'],
      ],
    },
    {
      code: 'vip',
      titles: { EN: 'VIP lounge', CN: 'VIP 贵宾厅', VI: 'Phòng VIP', TH: 'ห้อง VIP', JA: 'VIPラウンジ', TY: 'VIP lounge' },
      minVipLevel: 3,
      messages: [['vipwhale', 'VIP lounge is open, VIP 3 and up. Cheers everyone 🥂']],
    },
  ],
};

/** The demo rooms of merchants that have none yet (an operator's changes stay). */
export function seedChatRooms(db: Db, now = Date.now()) {
  db.transaction(() => {
    for (const [merchant, rooms] of Object.entries(DEMO_ROOMS)) {
      if (!db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(merchant)) continue;
      if (db.prepare('SELECT 1 FROM chat_rooms WHERE merchant = ?').get(merchant)) continue;
      rooms.forEach((room, sort) => {
        const roomId = Number(
          db
            .prepare('INSERT INTO chat_rooms (merchant, code, titles, min_vip_level, sort) VALUES (?, ?, ?, ?, ?)')
            .run(merchant, room.code, JSON.stringify(room.titles), room.minVipLevel, sort).lastInsertRowid,
        );
        room.messages.forEach(([username, text], i) => {
          const member = db
            .prepare<unknown[], { id: number; nickname: string | null; vip_level: number }>(
              'SELECT id, nickname, vip_level FROM members WHERE merchant = ? AND username = ?',
            )
            .get(merchant, username);
          if (!member) return;
          const seq = nextSeq(db, roomId);
          db.prepare(
            'INSERT INTO chat_messages (room_id, member_id, nickname, vip_level, body, seq, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ).run(
            roomId,
            member.id,
            member.nickname || maskedName(username),
            member.vip_level,
            text,
            seq,
            `seed-${roomId}-${i}`,
            now - (room.messages.length - i) * 7 * 60_000,
          );
        });
      });
    }
  })();
}
