import { memberAccount, operatorAccount, post, type EntryType, type TransactionKind } from './ledger';
import type { Db } from './db';
import { addRequirement } from './turnover';
import { oneRow } from './one-row';

type Credit = {
  merchant: string;
  memberId: number;
  kind: TransactionKind;
  idempotencyKey: string;
  amountMinor: number;
  entryType: EntryType;
  title: string;
  turnoverMultiplier: number;
  meta?: Record<string, unknown>;
  at: number;
  bonusDays?: number;
};

/**
 * Pays a reward into the member's main wallet from the operator's bonus account: one balanced ledger
 * transaction under the caller's idempotency key (a replay is refused as `request.duplicate`). A reward
 * with a turnover multiplier becomes a bonus grant whose wagering holds withdrawals, like a deposit bonus.
 */
export function creditReward(db: Db, r: Credit): number {
  return creditBonus(db, r).transactionId;
}

/** The same payment, also answering the bonus grant it opened (null without a turnover multiplier). */
export function creditBonus(db: Db, r: Credit): { transactionId: number; bonusGrantId: number | null } {
  const { currency } = oneRow(
    db.prepare<unknown[], { currency: string }>('SELECT currency FROM members WHERE id = ?').get(r.memberId),
    "the rewarded member's currency",
  );
  const transactionId = post(db, {
    merchant: r.merchant,
    kind: r.kind,
    memberId: r.memberId,
    idempotencyKey: r.idempotencyKey,
    at: r.at,
    legs: [
      { account: operatorAccount(db, r.merchant, currency, 'BONUS'), amount: -r.amountMinor, type: r.entryType },
      { account: memberAccount(db, r.memberId, 'MAIN'), amount: r.amountMinor, type: r.entryType },
    ],
    meta: { note: r.title, ...r.meta },
  });
  let grant: number | null = null;
  if (r.turnoverMultiplier > 0) {
    grant = Number(
      db
        .prepare(
          "INSERT INTO bonus_grants (merchant, member_id, promotion_id, deposit_id, name, amount_minor, status, granted_at, expires_at) VALUES (?, ?, NULL, NULL, ?, ?, 'ACTIVE', ?, ?)",
        )
        .run(r.merchant, r.memberId, r.title, r.amountMinor, r.at, r.at + (r.bonusDays ?? 30) * 86_400_000).lastInsertRowid,
    );
    addRequirement(db, {
      merchant: r.merchant,
      memberId: r.memberId,
      source: 'BONUS',
      depositId: null,
      bonusGrantId: grant,
      requiredMinor: r.amountMinor * r.turnoverMultiplier,
      at: r.at,
    });
  }
  return { transactionId, bonusGrantId: grant };
}
