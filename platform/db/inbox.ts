import type { Db } from './db';
import { Refusal } from './refusal';
import { oneRow } from './one-row';
import { preparedPluck } from './prepared';

/**
 * The member's inbox. Typed notices (what happened to their money, a promotion's result) are rendered
 * by the site from the type and its params; operator notices carry a title and HTML the site cleans.
 * A row without a member is a broadcast to the whole merchant: one row, with each member's read and
 * deleted state in message_states. A member sees the broadcasts sent since they registered.
 */
export const MESSAGE_TYPES = [
  'info_deposit_arrival',
  'info_deposit_failed',
  'info_withdraw_approve',
  'info_withdraw_reject',
  'info_withdraw_paid',
  'info_withdraw_auto_confirm',
  'info_promotion_result',
  'notice',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The longest operator title and HTML body the platform stores. */
export const MAX_TITLE = 200;
export const MAX_BODY_HTML = 20_000;

export function sendMessage(
  db: Db,
  message: { merchant: string; memberId: number; type: MessageType; params: Record<string, unknown>; at?: number; readAt?: number | null },
) {
  db.prepare('INSERT INTO messages (merchant, member_id, type, params, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    message.merchant,
    message.memberId,
    message.type,
    JSON.stringify(message.params),
    message.at ?? Date.now(),
    message.readAt ?? null,
  );
}

/** An operator's notice with a title and HTML, to one member or (memberId null) to every member of the merchant. */
export function sendNotice(db: Db, notice: { merchant: string; memberId: number | null; title: string; html: string; at?: number }): number {
  const title = notice.title.trim();
  if (!title || title.length > MAX_TITLE || notice.html.length > MAX_BODY_HTML) throw new Refusal('message.invalid');
  return Number(
    db
      .prepare("INSERT INTO messages (merchant, member_id, type, params, title, body_html, created_at) VALUES (?, ?, 'notice', '{}', ?, ?, ?)")
      .run(notice.merchant, notice.memberId, title, notice.html, notice.at ?? Date.now()).lastInsertRowid,
  );
}

/**
 * A promotion's outcome for the member (APPROVED with the bonus, or REJECTED with a reason): for the
 * promotions work to call when an application is decided.
 */
export function sendPromotionResult(
  db: Db,
  result: {
    merchant: string;
    memberId: number;
    promotionTitle: string;
    status: 'APPROVED' | 'REJECTED';
    bonusMinor?: number;
    currency: string;
    reason?: string;
    at?: number;
  },
) {
  const { merchant, memberId, at, ...params } = result;
  sendMessage(db, { merchant, memberId, type: 'info_promotion_result', at, params });
}

type MemberRef = { id: number; merchant: string; created_at: number };
type MessageRow = {
  id: number;
  member_id: number | null;
  type: string;
  params: string;
  title: string | null;
  body_html: string | null;
  created_at: number;
  read_at: number | null;
};

/**
 * The member's visible messages: their own not deleted, and the merchant's broadcasts since they
 * registered that they have not deleted, except those sent during a break they took. `read_at` is the member's own, for broadcasts too.
 */
const VISIBLE = `
  SELECT m.id, m.member_id, m.type, m.params, m.title, m.body_html, m.created_at,
         CASE WHEN m.member_id IS NULL THEN s.read_at ELSE m.read_at END AS read_at
    FROM messages m LEFT JOIN message_states s ON m.member_id IS NULL AND s.message_id = m.id AND s.member_id = @member
   WHERE m.merchant = @merchant
     AND ((m.member_id = @member AND m.deleted_at IS NULL)
       OR (m.member_id IS NULL AND m.created_at >= @since AND s.deleted_at IS NULL
           -- Broadcasts are marketing: none sent during the member's time-out or self-exclusion reaches them, then or later.
           AND NOT EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.member_id = @member AND m.created_at >= x.starts_at AND (x.ends_at IS NULL OR m.created_at < x.ends_at))))`;

const refOf = (member: MemberRef) => ({ member: member.id, merchant: member.merchant, since: member.created_at });

export const summaryOf = (row: MessageRow) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  params: JSON.parse(row.params) as Record<string, unknown>,
  createdAt: row.created_at,
  read: row.read_at !== null,
  broadcast: row.member_id === null,
});

const withBody = (row: MessageRow) => ({ ...summaryOf(row), bodyHtml: row.body_html });

export function unreadCount(db: Db, member: MemberRef): number {
  // The badge's count, asked on most signed-in pages: its statement is kept (see prepared).
  return oneRow(preparedPluck<number>(db, `SELECT COUNT(*) FROM (${VISIBLE}) WHERE read_at IS NULL`).get(refOf(member)));
}

/**
 * A page of the member's inbox, newest first; `unread` keeps only what they have not opened. Each message
 * carries its body, so a client that knows only the contract's list can still show one.
 */
export function messagePage(db: Db, member: MemberRef, filter: { unread: boolean }, paging: { pageNo: number; pageSize: number }) {
  const where = filter.unread ? 'WHERE read_at IS NULL' : '';
  const totalCount = oneRow(db.prepare<unknown[], number>(`SELECT COUNT(*) FROM (${VISIBLE}) ${where}`).pluck().get(refOf(member)));
  const rows = db
    .prepare<unknown[], MessageRow>(`SELECT * FROM (${VISIBLE}) ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...refOf(member), limit: paging.pageSize, offset: (paging.pageNo - 1) * paging.pageSize });
  return {
    list: rows.map(withBody),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / paging.pageSize)),
    unreadCount: unreadCount(db, member),
  };
}

/** One of the member's visible messages with its body; another member's (or a deleted one) is not found. */
export function messageFor(db: Db, member: MemberRef, id: number) {
  const row = db.prepare<unknown[], MessageRow>(`SELECT * FROM (${VISIBLE}) WHERE id = @id`).get({ ...refOf(member), id });
  if (!row) throw new Refusal('message.not.found', null, 404);
  return withBody(row);
}

/** Marks one message read (again is fine: the first time stays). */
export function readMessage(db: Db, member: MemberRef, id: number, now = Date.now()) {
  return db
    .transaction(() => {
      const message = messageFor(db, member, id);
      if (!message.read) {
        if (message.broadcast) {
          db.prepare(
            'INSERT INTO message_states (message_id, member_id, read_at) VALUES (?, ?, ?) ON CONFLICT (message_id, member_id) DO UPDATE SET read_at = COALESCE(read_at, excluded.read_at)',
          ).run(id, member.id, now);
        } else {
          db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND member_id = ? AND read_at IS NULL').run(now, id, member.id);
        }
      }
      return { id, read: true, unreadCount: unreadCount(db, member) };
    })
    .immediate();
}

/** Marks every visible message read; answers how many changed. */
export function readAllMessages(db: Db, member: MemberRef, now = Date.now()) {
  return db
    .transaction(() => {
      const own = db
        .prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND merchant = ? AND read_at IS NULL AND deleted_at IS NULL')
        .run(now, member.id, member.merchant).changes;
      const broadcasts = db
        .prepare(
          `INSERT INTO message_states (message_id, member_id, read_at)
           SELECT id, @member, @now FROM (${VISIBLE}) WHERE member_id IS NULL AND read_at IS NULL
         ON CONFLICT (message_id, member_id) DO UPDATE SET read_at = excluded.read_at`,
        )
        .run({ ...refOf(member), now }).changes;
      return { updated: own + broadcasts, unreadCount: 0 };
    })
    .immediate();
}

/** Removes a message from the member's inbox (a broadcast only for them). */
export function deleteMessage(db: Db, member: MemberRef, id: number, now = Date.now()) {
  return db
    .transaction(() => {
      const message = messageFor(db, member, id);
      if (message.broadcast) {
        db.prepare(
          'INSERT INTO message_states (message_id, member_id, deleted_at) VALUES (?, ?, ?) ON CONFLICT (message_id, member_id) DO UPDATE SET deleted_at = excluded.deleted_at',
        ).run(id, member.id, now);
      } else {
        db.prepare('UPDATE messages SET deleted_at = ? WHERE id = ? AND member_id = ?').run(now, id, member.id);
      }
      return { id, deleted: true, unreadCount: unreadCount(db, member) };
    })
    .immediate();
}
