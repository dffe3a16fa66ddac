import { RECORD_GAME_TYPES } from './bet-records';
import { postedUnder } from './ledger';
import { basisPoints } from './money';
import type { Db } from './db';
import { Refusal } from './refusal';
import { creditReward } from './reward-credit';
import { oneRow } from './one-row';

/**
 * Rebate: a share of valid bets paid back per product type, at the rate of the member's VIP level. It
 * accrues on settled bets since the last claim (bets older than the window never accrue) and is paid
 * by one claim that moves the member's cursor past the bets it paid.
 */
export const REBATE_WINDOW_MS = 7 * 86_400_000;

type Accrual = { productType: string; rateBp: number; validBetMinor: number; rebateMinor: number };

function accrual(db: Db, merchant: string, memberId: number, now: number) {
  const vip = oneRow(db.prepare<unknown[], number>('SELECT vip_level FROM members WHERE id = ?').pluck().get(memberId), "the member's VIP level");
  const rates = new Map(
    db
      .prepare<unknown[], { product_type: string; rate_bp: number }>('SELECT product_type, rate_bp FROM rebate_rates WHERE merchant = ? AND vip_level = ?')
      .all(merchant, vip)
      .map((r) => [r.product_type, r.rate_bp]),
  );
  const cursor = db
    .prepare<unknown[], { last_bet_id: number; claimed_at: number }>('SELECT last_bet_id, claimed_at FROM rebate_cursors WHERE member_id = ?')
    .get(memberId);
  const sums = db
    .prepare<unknown[], { game_type: string; valid: number; last: number }>(
      `SELECT game_type, COALESCE(SUM(valid_bet_minor), 0) AS valid, MAX(id) AS last FROM bet_records
        WHERE member_id = ? AND status = 'SETTLED' AND id > ? AND placed_at >= ? GROUP BY game_type`,
    )
    .all(memberId, cursor?.last_bet_id ?? 0, now - REBATE_WINDOW_MS);
  const byType = new Map(sums.map((s) => [s.game_type, s]));
  const products: Accrual[] = RECORD_GAME_TYPES.filter((t) => rates.has(t)).map((t) => {
    const valid = byType.get(t)?.valid ?? 0;
    const rateBp = rates.get(t)!;
    return { productType: t, rateBp, validBetMinor: valid, rebateMinor: basisPoints(valid, rateBp) };
  });
  const lastBetId = sums.reduce((top, s) => Math.max(top, s.last), cursor?.last_bet_id ?? 0);
  return { vipLevel: vip, products, totalMinor: products.reduce((sum, p) => sum + p.rebateMinor, 0), lastBetId, lastClaimAt: cursor?.claimed_at ?? null };
}

/** `MCSFE_getCustomerRebateSettingByProductType`: the rates and what is available to claim now. */
export function rebateState(db: Db, merchant: string, memberId: number, now = Date.now()) {
  const a = accrual(db, merchant, memberId, now);
  return { vipLevel: a.vipLevel, products: a.products, totalMinor: a.totalMinor, lastClaimAt: a.lastClaimAt };
}

export function availableRebate(db: Db, merchant: string, memberId: number, now = Date.now()): number {
  return accrual(db, merchant, memberId, now).totalMinor;
}

/**
 * Pays the rebate available now in one transaction keyed by the request; the cursor moves in the same
 * write, so a second claim (another tab, a double click) finds nothing left (`rebate.nothing`).
 */
export function claimRebate(db: Db, merchant: string, memberId: number, requestId: string, now = Date.now()) {
  return db
    .transaction(() => {
      const first = postedUnder(db, merchant, `rebate:${memberId}:${requestId}`);
      if (first !== undefined) throw new Refusal('request.duplicate', { id: first });
      const a = accrual(db, merchant, memberId, now);
      if (a.totalMinor <= 0) throw new Refusal('rebate.nothing');
      const transactionId = creditReward(db, {
        merchant,
        memberId,
        kind: 'REBATE',
        idempotencyKey: `rebate:${memberId}:${requestId}`,
        amountMinor: a.totalMinor,
        entryType: 'REBATE',
        title: 'Rebate',
        turnoverMultiplier: 0,
        meta: { products: a.products.filter((p) => p.rebateMinor > 0).map((p) => ({ type: p.productType, minor: p.rebateMinor })) },
        at: now,
      });
      db.prepare(
        'INSERT INTO rebate_cursors (member_id, last_bet_id, claimed_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET last_bet_id = excluded.last_bet_id, claimed_at = excluded.claimed_at',
      ).run(memberId, a.lastBetId, now);
      return { transactionId, amountMinor: a.totalMinor };
    })
    .immediate();
}
