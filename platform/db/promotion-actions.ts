import type { Db } from './db';
import { eligibility, hasEnded, hasStarted, isEligible, promotionRow, statusOf, textsOf, type MemberFacts, type PromotionRow } from './promotions';
import { Refusal } from './refusal';
import { creditBonus } from './reward-credit';

/**
 * Joining and claiming. Each runs in one SQLite write transaction (check, state change and payment
 * together), so two concurrent claims pay once: the second sees the entry the first wrote. The payment's
 * ledger key is `promotion:<id>:<member>`, the same for a claim and an operator's approval, so a member
 * is paid at most once per promotion whatever path or replay asks.
 */

/** The checks every action makes first: the promotion exists here, it is running, the member may take part. */
export function requireOpen(db: Db, merchant: string, id: number | null, now: number): PromotionRow {
  const p = promotionRow(db, merchant, id);
  if (!p) throw new Refusal('promotion.not.found', null, 404);
  if (!hasStarted(p, now)) throw new Refusal('promotion.not.started', { startDate: p.start_date });
  if (hasEnded(p, now)) throw new Refusal('promotion.closed');
  return p;
}

function requireEligible(db: Db, p: PromotionRow, member: MemberFacts, now: number) {
  const rules = eligibility(db, p, member, now);
  if (!isEligible(rules)) throw new Refusal('promotion.not.eligible', { rules: rules.filter((r) => r.met === false).map((r) => r.rule) });
}

/** Pays the promotion's bonus into the member's wallet (with its turnover requirement when it asks one). */
export function payPromotion(db: Db, p: PromotionRow, memberId: number, now: number, extra: Record<string, unknown> = {}) {
  if (p.bonus_minor <= 0) return { transactionId: null, bonusGrantId: null };
  const title = textsOf(db, [p.announcement_id], ['EN']).get(p.announcement_id)?.title ?? `Promotion ${p.id}`;
  return creditBonus(db, {
    merchant: p.merchant,
    memberId,
    kind: 'PROMOTION',
    idempotencyKey: `promotion:${p.id}:${memberId}`,
    amountMinor: p.bonus_minor,
    entryType: 'BONUS',
    title,
    turnoverMultiplier: p.turnover_multiplier,
    meta: { promotionId: p.id, ...extra },
    at: now,
  });
}

export function joinPromotion(db: Db, merchant: string, member: MemberFacts, id: number | null, requestId: string, now = Date.now()) {
  return db
    .transaction(() => {
      const p = requireOpen(db, merchant, id, now);
      if (p.action !== 'JOIN') throw new Refusal('promotion.action.invalid');
      const entry = db
        .prepare<unknown[], { id: number; request_id: string | null }>('SELECT id, request_id FROM promotion_entries WHERE promotion_id = ? AND member_id = ?')
        .get(p.id, member.id);
      if (entry) throw new Refusal(entry.request_id === requestId ? 'request.duplicate' : 'promotion.joined', { id: entry.id });
      requireEligible(db, p, member, now);
      const entryId = Number(
        db
          .prepare("INSERT INTO promotion_entries (promotion_id, member_id, status, joined_at, request_id) VALUES (?, ?, 'JOINED', ?, ?)")
          .run(p.id, member.id, now, requestId).lastInsertRowid,
      );
      return { id: p.id, entryId, status: statusOf(db, p, member.id, now).status };
    })
    .immediate();
}

/**
 * A CLAIM promotion pays at once; a JOIN promotion pays once the valid bets since joining reach its
 * target. The same requestId again is `request.duplicate`, another claim of a paid one `promotion.claimed`.
 */
export function claimPromotion(db: Db, merchant: string, member: MemberFacts, id: number | null, requestId: string, now = Date.now()) {
  return db
    .transaction(() => {
      const p = promotionRow(db, merchant, id);
      if (!p) throw new Refusal('promotion.not.found', null, 404);
      const entry = db
        .prepare<unknown[], { id: number; status: string; request_id: string | null; transaction_id: number | null }>(
          'SELECT * FROM promotion_entries WHERE promotion_id = ? AND member_id = ?',
        )
        .get(p.id, member.id);
      if (entry && entry.status !== 'JOINED')
        throw new Refusal(entry.request_id === requestId ? 'request.duplicate' : 'promotion.claimed', { id: entry.transaction_id });
      requireOpen(db, merchant, p.id, now);
      const { status } = statusOf(db, p, member.id, now);
      if (status !== 'CLAIM') throw new Refusal(p.action === 'JOIN' && status === 'PROCESS' ? 'promotion.target.not.met' : 'promotion.action.invalid');
      requireEligible(db, p, member, now);
      const paid = payPromotion(db, p, member.id, now);
      if (entry) {
        db.prepare("UPDATE promotion_entries SET status = 'CLAIMED', paid_at = ?, request_id = ?, transaction_id = ?, bonus_grant_id = ? WHERE id = ?").run(
          now,
          requestId,
          paid.transactionId,
          paid.bonusGrantId,
          entry.id,
        );
      } else {
        db.prepare(
          "INSERT INTO promotion_entries (promotion_id, member_id, status, joined_at, paid_at, request_id, transaction_id, bonus_grant_id) VALUES (?, ?, 'CLAIMED', ?, ?, ?, ?, ?)",
        ).run(p.id, member.id, now, now, requestId, paid.transactionId, paid.bonusGrantId);
      }
      return {
        id: p.id,
        status: 'CLAIMED' as const,
        transactionId: paid.transactionId,
        amountMinor: p.bonus_minor,
        turnoverRequiredMinor: p.bonus_minor * p.turnover_multiplier,
      };
    })
    .immediate();
}
