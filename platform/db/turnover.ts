import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * Turnover: each credited deposit asks for 1× its amount in valid bets before a withdrawal, each bonus
 * for (deposit + bonus) × its multiplier. Valid bets fill the open requirements oldest first; a
 * bonus whose requirement is met is COMPLETED, one past its expiry is EXPIRED and asks for nothing more.
 */
export function addRequirement(
  db: Db,
  r: {
    merchant: string;
    memberId: number;
    source: 'DEPOSIT' | 'BONUS';
    depositId: number | null;
    bonusGrantId: number | null;
    requiredMinor: number;
    at: number;
  },
) {
  db.prepare(
    'INSERT INTO turnover_requirements (merchant, member_id, source, deposit_id, bonus_grant_id, required_minor, done_minor, created_at, closed_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
  ).run(r.merchant, r.memberId, r.source, r.depositId, r.bonusGrantId, r.requiredMinor, r.at, r.requiredMinor === 0 ? r.at : null);
}

/** A settled valid bet counts towards the open requirements, oldest first. */
export function countValidBet(db: Db, memberId: number, validMinor: number, at: number) {
  if (validMinor <= 0) return;
  const open = db
    .prepare<
      unknown[],
      {
        id: number;
        bonus_grant_id: number | null;
        required_minor: number;
        done_minor: number;
      }
    >('SELECT id, bonus_grant_id, required_minor, done_minor FROM turnover_requirements WHERE member_id = ? AND closed_at IS NULL ORDER BY id')
    .all(memberId);
  let left = validMinor;
  for (const r of open) {
    if (left <= 0) break;
    const take = Math.min(left, r.required_minor - r.done_minor);
    left -= take;
    const met = r.done_minor + take >= r.required_minor;
    db.prepare('UPDATE turnover_requirements SET done_minor = done_minor + ?, closed_at = ? WHERE id = ?').run(take, met ? at : null, r.id);
    if (met && r.bonus_grant_id !== null) db.prepare("UPDATE bonus_grants SET status = 'COMPLETED' WHERE id = ? AND status = 'ACTIVE'").run(r.bonus_grant_id);
  }
}

/** Bonuses past their expiry stop asking for turnover (run before anything reads the sums). */
export function expireBonuses(db: Db, memberId: number, now = Date.now()) {
  const due = db
    .prepare<unknown[], number>("SELECT id FROM bonus_grants WHERE member_id = ? AND status = 'ACTIVE' AND expires_at IS NOT NULL AND expires_at <= ?")
    .pluck()
    .all(memberId, now);
  for (const id of due) {
    db.prepare("UPDATE bonus_grants SET status = 'EXPIRED' WHERE id = ?").run(id);
    db.prepare('UPDATE turnover_requirements SET closed_at = ? WHERE bonus_grant_id = ? AND closed_at IS NULL').run(now, id);
  }
}

/** What is still to wager: the sums over the open requirements. */
export function openTurnover(db: Db, memberId: number): { requiredMinor: number; doneMinor: number } {
  expireBonuses(db, memberId);
  const row = oneRow(
    db
      .prepare<unknown[], { r: number; d: number }>(
        'SELECT COALESCE(SUM(required_minor), 0) AS r, COALESCE(SUM(done_minor), 0) AS d FROM turnover_requirements WHERE member_id = ? AND closed_at IS NULL',
      )
      .get(memberId),
  );
  return { requiredMinor: row.r, doneMinor: row.d };
}

export type BonusStatus = 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED';
export const BONUS_STATUSES: readonly BonusStatus[] = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'];

export function bonusGrants(db: Db, memberId: number, status: BonusStatus | null) {
  expireBonuses(db, memberId);
  const rows = db
    .prepare<
      unknown[],
      { id: number; name: string; amount_minor: number; status: BonusStatus; granted_at: number; expires_at: number | null; required: number; done: number }
    >(
      `SELECT g.id, g.name, g.amount_minor, g.status, g.granted_at, g.expires_at,
              COALESCE(SUM(r.required_minor), 0) AS required, COALESCE(SUM(r.done_minor), 0) AS done
         FROM bonus_grants g LEFT JOIN turnover_requirements r ON r.bonus_grant_id = g.id
        WHERE g.member_id = ? AND (? IS NULL OR g.status = ?)
        GROUP BY g.id ORDER BY g.granted_at DESC, g.id DESC`,
    )
    .all(memberId, status, status);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    amountMinor: r.amount_minor,
    status: r.status,
    turnoverRequiredMinor: r.required,
    turnoverDoneMinor: r.done,
    grantedAt: r.granted_at,
    expiresAt: r.expires_at,
  }));
}
