import type { Db } from './db';
import { oneRow } from './one-row';

/** Notices the operator writes for its agents only (HTML, sanitised by the site before it is shown). */
export function agentAnnouncementPage(db: Db, merchant: string, page: { pageNo: number; pageSize: number }) {
  const total = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM agent_announcements WHERE merchant = ?').pluck().get(merchant));
  const list = db
    .prepare<unknown[], { id: number; title: string; content: string; createdAt: number }>(
      'SELECT id, title, content, created_at AS createdAt FROM agent_announcements WHERE merchant = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(merchant, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return { list, pageNo: page.pageNo, pageSize: page.pageSize, totalCount: total, totalPages: Math.ceil(total / page.pageSize) };
}

export function addAgentAnnouncement(db: Db, merchant: string, title: string, content: string, at = Date.now()): number {
  return Number(
    db.prepare('INSERT INTO agent_announcements (merchant, title, content, created_at) VALUES (?, ?, ?, ?)').run(merchant, title, content, at).lastInsertRowid,
  );
}
