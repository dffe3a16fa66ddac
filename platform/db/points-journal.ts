import type { Db } from './db';
import { oneRow } from './one-row';
import { Refusal } from './refusal';

/**
 * The points journal: every change of a member's points is one row with its idempotency key, written
 * in one SQLite write transaction with the cached balance. A key used before is refused
 * (`request.duplicate`, value `{ id }` of the first), and a balance never goes below zero
 * (`points.insufficient`), so a replay or two racing spends move points once.
 */
export type PointKind = 'EARN' | 'GRANT' | 'REDEEM' | 'REDEEM_REFUND' | 'CONVERT';
export const POINT_KINDS: readonly PointKind[] = ['EARN', 'GRANT', 'REDEEM', 'REDEEM_REFUND', 'CONVERT'];

export type PointPosting = {
  merchant: string;
  memberId: number;
  kind: PointKind;
  /** Signed: earned and refunded points are positive, spent ones negative. */
  points: number;
  idempotencyKey: string;
  reference?: string | null;
  /** `note` is what the member's points details show beside the row. */
  meta?: Record<string, unknown>;
  at?: number;
};

export function pointBalance(db: Db, memberId: number): number {
  return db.prepare<unknown[], number>('SELECT points FROM point_balances WHERE member_id = ?').pluck().get(memberId) ?? 0;
}

export function pointsPostedUnder(db: Db, merchant: string, idempotencyKey: string): number | undefined {
  return db.prepare<unknown[], number>('SELECT id FROM point_transactions WHERE merchant = ? AND idempotency_key = ?').pluck().get(merchant, idempotencyKey);
}

/** Posts one change and answers its id; runs as its own immediate transaction or as a savepoint of the caller's. */
export function postPoints(db: Db, p: PointPosting): number {
  if (!Number.isSafeInteger(p.points) || p.points === 0) throw new Error('points are whole and non-zero');
  return db
    .transaction(() => {
      const first = pointsPostedUnder(db, p.merchant, p.idempotencyKey);
      if (first !== undefined) throw new Refusal('request.duplicate', { id: first });
      const at = p.at ?? Date.now();
      const before = pointBalance(db, p.memberId);
      const after = before + p.points;
      if (after < 0) throw new Refusal('points.insufficient', { points: before, needed: -p.points });
      const id = Number(
        db
          .prepare(
            'INSERT INTO point_transactions (merchant, member_id, kind, points, balance_after, idempotency_key, reference, meta, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(p.merchant, p.memberId, p.kind, p.points, after, p.idempotencyKey, p.reference ?? null, JSON.stringify(p.meta ?? {}), at).lastInsertRowid,
      );
      db.prepare(
        'INSERT INTO point_balances (member_id, merchant, points, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET points = excluded.points, updated_at = excluded.updated_at',
      ).run(p.memberId, p.merchant, after, at);
      return id;
    })
    .immediate();
}

/** What a member earned and spent in all (refunds undo spending). */
export function pointTotals(db: Db, memberId: number): { earned: number; spent: number } {
  const row = oneRow(
    db
      .prepare<unknown[], { earned: number; spent: number }>(
        `SELECT COALESCE(SUM(CASE WHEN kind IN ('EARN', 'GRANT') THEN points END), 0) AS earned,
              COALESCE(-SUM(CASE WHEN kind IN ('REDEEM', 'CONVERT', 'REDEEM_REFUND') THEN points END), 0) AS spent
         FROM point_transactions WHERE member_id = ?`,
      )
      .get(memberId),
  );
  return row;
}

export type PointRow = { id: number; at: number; kind: PointKind; points: number; balanceAfter: number; reference: string | null; note: string | null };

/** The member's points details, newest first. */
export function pointHistory(db: Db, memberId: number, kind: PointKind | null, page: { pageNo: number; pageSize: number }) {
  const where = kind ? 'member_id = ? AND kind = ?' : 'member_id = ?';
  const args: unknown[] = kind ? [memberId, kind] : [memberId];
  const totalCount = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM point_transactions WHERE ${where}`)
      .pluck()
      .get(...args),
  );
  const rows = db
    .prepare<unknown[], PointRow>(
      `SELECT id, created_at AS at, kind, points, balance_after AS balanceAfter, reference, meta ->> '$.note' AS note FROM point_transactions WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    list: rows,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / page.pageSize)),
    totals: pointTotals(db, memberId),
  };
}

/** Proves the journal: each row continues its member's running sum, and every cached balance equals it. */
export function checkPoints(db: Db, merchant: string): string[] {
  const problems: string[] = [];
  const broken = db
    .prepare<unknown[], { id: number; member_id: number; balance_after: number; running: number }>(
      `SELECT id, member_id, balance_after, running FROM (
         SELECT id, member_id, balance_after, SUM(points) OVER (PARTITION BY member_id ORDER BY id) AS running FROM point_transactions WHERE merchant = ?)
        WHERE balance_after <> running LIMIT 20`,
    )
    .all(merchant);
  for (const b of broken) problems.push(`points row ${b.id} of member ${b.member_id} says ${b.balance_after}, its running sum is ${b.running}`);
  const drift = db
    .prepare<unknown[], { member_id: number; points: number; total: number }>(
      'SELECT b.member_id, b.points, COALESCE((SELECT SUM(points) FROM point_transactions WHERE member_id = b.member_id), 0) AS total FROM point_balances b WHERE b.merchant = ? AND b.points <> total',
    )
    .all(merchant);
  for (const d of drift) problems.push(`member ${d.member_id} caches ${d.points} points, the journal sums to ${d.total}`);
  return problems;
}
