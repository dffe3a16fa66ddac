import type { Db } from './db';

/** A label's longest name, as the table allows. */
export const MAX_LABEL = 40;

/** The operator's labels on a member, oldest first (member info's `memberLabel` list). */
export function memberLabels(db: Db, memberId: number): string[] {
  return db.prepare<unknown[], string>('SELECT label FROM member_labels WHERE member_id = ? ORDER BY created_at, rowid').pluck().all(memberId);
}

/** Adds a label (again is fine); answers whether it was new. */
export function addMemberLabel(db: Db, memberId: number, label: string, now = Date.now()): boolean {
  return db.prepare('INSERT OR IGNORE INTO member_labels (member_id, label, created_at) VALUES (?, ?, ?)').run(memberId, label, now).changes > 0;
}

/** Takes a label off; answers whether the member had it. */
export function removeMemberLabel(db: Db, memberId: number, label: string): boolean {
  return db.prepare('DELETE FROM member_labels WHERE member_id = ? AND label = ?').run(memberId, label).changes > 0;
}

/** The demo's labels: the VIP6 whale is a high roller and a regular of the live tables. */
const DEMO_LABELS: { merchant: string; username: string; labels: string[] }[] = [
  { merchant: 'demoa01', username: 'vipwhale', labels: ['High roller', 'Live casino regular'] },
  { merchant: 'demoa01', username: 'player1', labels: ['Weekend player'] },
];

/** Labels the demo accounts created just now (a label the operator took off stays off). */
export function seedMemberLabels(db: Db, fresh: { merchant: string; username: string }[]) {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO member_labels (member_id, label, created_at) SELECT id, ?, ? FROM members WHERE merchant = ? AND username = ?',
  );
  const now = Date.now();
  for (const d of DEMO_LABELS) {
    if (!fresh.some((f) => f.merchant === d.merchant && f.username === d.username)) continue;
    d.labels.forEach((label, i) => insert.run(label, now + i, d.merchant, d.username));
  }
}
