import { postedUnder } from './ledger';
import type { MemberRow } from './members';
import type { Db } from './db';
import { pointBalance, postPoints } from './points-journal';
import { quoteConversion, requirePointSettings } from './point-settings';
import { Refusal } from './refusal';
import { creditReward } from './reward-credit';

/** The checks a conversion must pass before the payment password is asked: the amount, the tier, the balance. */
export function checkConversion(db: Db, member: Pick<MemberRow, 'id' | 'merchant'>, points: number) {
  const quote = quoteConversion(requirePointSettings(db, member.merchant), points);
  const balance = pointBalance(db, member.id);
  if (balance < points) throw new Refusal('points.insufficient', { points: balance, needed: points });
  return quote;
}

/**
 * Points to cash: the points debit and one balanced ledger transaction from the operator's bonus account
 * to the member's main wallet, in one SQLite write. Both carry the request's key, so a replay pays
 * nothing more (`request.duplicate` with the first transaction's id) and a failure of either moves neither.
 */
export function convertPoints(db: Db, member: Pick<MemberRow, 'id' | 'merchant'>, points: number, requestId: string, now = Date.now()) {
  return db
    .transaction(() => {
      const key = `points-convert:${member.id}:${requestId}`;
      const first = postedUnder(db, member.merchant, key);
      if (first !== undefined) throw new Refusal('request.duplicate', { id: first }, 409);
      const quote = checkConversion(db, member, points);
      postPoints(db, {
        merchant: member.merchant,
        memberId: member.id,
        kind: 'CONVERT',
        points: -points,
        idempotencyKey: key,
        at: now,
        meta: { note: 'Converted to cash', cashMinor: quote.cashMinor },
      });
      const transactionId = creditReward(db, {
        merchant: member.merchant,
        memberId: member.id,
        kind: 'POINTS_CONVERT',
        idempotencyKey: key,
        amountMinor: quote.cashMinor,
        entryType: 'REDEEM',
        title: `${points} points converted`,
        turnoverMultiplier: 0,
        meta: { points },
        at: now,
      });
      return { transactionId, points, amountMinor: quote.cashMinor, balance: pointBalance(db, member.id) };
    })
    .immediate();
}
