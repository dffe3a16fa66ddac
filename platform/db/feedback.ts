import { sendNotice } from './inbox';
import type { Db } from './db';
import { oneRow } from './one-row';
import { Refusal } from './refusal';

/**
 * Players' feedback to the operator: a category, a text and at most one screenshot, answered by the
 * operator's replies (each also lands in the player's inbox). OPEN → REPLIED (on a reply) → CLOSED.
 */
export const FEEDBACK_CATEGORIES = ['DEPOSIT', 'WITHDRAWAL', 'GAMES', 'PROMOTIONS', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const MAX_FEEDBACK_TEXT = 1000;
export const MAX_REPLY_TEXT = 2000;
/** A screenshot not attached to feedback within this time is dropped (the player gave up or the send failed). */
const UNATTACHED_TTL_MS = 60 * 60_000;

type Member = { id: number; merchant: string };

/** Stores a checked screenshot for the member's next feedback; answers its id. */
export function storeFeedbackImage(db: Db, member: Member, image: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }, now = Date.now()): number {
  return db.transaction(() => {
    db.prepare('DELETE FROM feedback_images WHERE feedback_id IS NULL AND uploaded_at < ?').run(now - UNATTACHED_TTL_MS);
    return Number(
      db
        .prepare('INSERT INTO feedback_images (merchant, member_id, content_type, bytes, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(member.merchant, member.id, image.contentType, image.bytes, image.bytes.length, now).lastInsertRowid,
    );
  })();
}

/** New feedback; `imageId` must be the member's own unattached upload, else `feedback.image.not.found`. */
export function createFeedback(
  db: Db,
  member: Member,
  input: { category: FeedbackCategory; content: string; imageId: number | null; language: string },
  now = Date.now(),
) {
  return db.transaction(() => {
    if (input.imageId !== null) {
      const image = db
        .prepare<unknown[], { member_id: number; feedback_id: number | null }>('SELECT member_id, feedback_id FROM feedback_images WHERE id = ?')
        .get(input.imageId);
      if (!image || image.member_id !== member.id || image.feedback_id !== null) throw new Refusal('feedback.image.not.found');
    }
    const id = Number(
      db
        .prepare(
          "INSERT INTO feedback (merchant, member_id, category, content, image_id, language, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'OPEN', ?, ?)",
        )
        .run(member.merchant, member.id, input.category, input.content, input.imageId, input.language, now, now).lastInsertRowid,
    );
    if (input.imageId !== null) db.prepare('UPDATE feedback_images SET feedback_id = ? WHERE id = ?').run(id, input.imageId);
    return { id, status: 'OPEN' as const, createdAt: now };
  })();
}

type FeedbackRow = {
  id: number;
  member_id: number;
  category: string;
  content: string;
  image_id: number | null;
  language: string;
  status: FeedbackStatus;
  created_at: number;
  updated_at: number;
};
type ReplyRow = { feedback_id: number; body: string; created_at: number };

function withReplies(db: Db, rows: FeedbackRow[]) {
  const replies = rows.length
    ? db
        .prepare<unknown[], ReplyRow>(
          `SELECT feedback_id, body, created_at FROM feedback_replies WHERE feedback_id IN (${rows.map(() => '?').join(',')}) ORDER BY created_at, id`,
        )
        .all(...rows.map((r) => r.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    content: row.content,
    status: row.status,
    hasImage: row.image_id !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    replies: replies.filter((r) => r.feedback_id === row.id).map((r) => ({ body: r.body, createdAt: r.created_at })),
  }));
}

/** The member's feedback, newest first, with the operator's replies. */
export function feedbackPage(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const totalCount = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM feedback WHERE member_id = ?').pluck().get(memberId));
  const rows = db
    .prepare<unknown[], FeedbackRow>('SELECT * FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return { list: withReplies(db, rows), pageNo: page.pageNo, pageSize: page.pageSize, totalCount, totalPages: Math.ceil(totalCount / page.pageSize) };
}

export type OperatorFeedback = ReturnType<typeof withReplies>[number] & { username: string; imageBytes: number | null };

/** The operator's view of a merchant's feedback (optionally one status), newest first. */
export function listMerchantFeedback(db: Db, merchant: string, status: FeedbackStatus | null, limit = 50): OperatorFeedback[] {
  const rows = db
    .prepare<unknown[], FeedbackRow & { username: string; image_bytes: number | null }>(
      `SELECT f.*, m.username, i.size AS image_bytes FROM feedback f JOIN members m ON m.id = f.member_id LEFT JOIN feedback_images i ON i.id = f.image_id
        WHERE f.merchant = ? AND (? IS NULL OR f.status = ?) ORDER BY f.created_at DESC, f.id DESC LIMIT ?`,
    )
    .all(merchant, status, status, limit);
  const full = withReplies(db, rows);
  return full.map((f, i) => ({ ...f, username: rows[i]!.username, imageBytes: rows[i]!.image_bytes }));
}

/** How the reply's inbox notice is titled, in the language the player wrote in. */
const REPLY_TITLE: Record<string, string> = {
  EN: 'We replied to your feedback #{id}',
  CN: '我们已回复您的反馈 #{id}',
  VI: 'Chúng tôi đã trả lời góp ý #{id} của bạn',
  TH: 'เราได้ตอบกลับความคิดเห็น #{id} ของคุณแล้ว',
  JA: 'ご意見 #{id} に返信しました',
  TY: 'Sinagot namin ang iyong feedback #{id}',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The operator's reply: stored, the feedback marked REPLIED, and an inbox notice sent to the player (so
 * the unread badge counts it), in one transaction. Closed feedback takes no reply.
 */
export function replyToFeedback(db: Db, merchant: string, id: number, body: string, now = Date.now()): { replyCount: number; messageId: number } {
  const text = body.trim();
  if (!text || text.length > MAX_REPLY_TEXT) throw new Refusal('feedback.reply.invalid');
  return db.transaction(() => {
    const row = db.prepare<unknown[], FeedbackRow>('SELECT * FROM feedback WHERE merchant = ? AND id = ?').get(merchant, id);
    if (!row) throw new Refusal('feedback.not.found', null, 404);
    if (row.status === 'CLOSED') throw new Refusal('feedback.closed', null, 409);
    db.prepare('INSERT INTO feedback_replies (feedback_id, body, created_at) VALUES (?, ?, ?)').run(id, text, now);
    db.prepare("UPDATE feedback SET status = 'REPLIED', updated_at = ? WHERE id = ?").run(now, id);
    const title = (REPLY_TITLE[row.language] ?? REPLY_TITLE.EN!).replace('{id}', String(id));
    // The reply is plain text from the operator's console: escaped, paragraphs kept.
    const html = text
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
    const messageId = sendNotice(db, { merchant, memberId: row.member_id, title, html, at: now });
    const replyCount = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM feedback_replies WHERE feedback_id = ?').pluck().get(id));
    return { replyCount, messageId };
  })();
}

export function closeFeedback(db: Db, merchant: string, id: number, now = Date.now()) {
  const changed = db
    .prepare("UPDATE feedback SET status = 'CLOSED', updated_at = ? WHERE merchant = ? AND id = ? AND status <> 'CLOSED'")
    .run(now, merchant, id).changes;
  if (!changed) {
    const exists = db.prepare('SELECT 1 FROM feedback WHERE merchant = ? AND id = ?').get(merchant, id);
    throw new Refusal(exists ? 'feedback.closed' : 'feedback.not.found', null, exists ? 409 : 404);
  }
}
