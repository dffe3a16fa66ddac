import { cashierSettings } from './cashier-settings';
import { memberAccount, post } from './ledger';
import type { Db } from './db';
import { Refusal } from './refusal';

/**
 * Transfers to the member's upline agent: from the member's MAIN to the agent's MAIN, when the agent
 * allows downline transfers. Limits are the brand's withdrawal limits.
 */
type Downline = { id: number; merchant: string; upline_id: number | null };
type Upline = { id: number; name: string; allowed: boolean };

export function uplineOf(db: Db, member: Downline): Upline | null {
  if (member.upline_id === null) return null;
  const row = db
    .prepare<unknown[], { id: number; name: string; allow_downline_transfer: number }>(
      'SELECT id, COALESCE(nickname, username) AS name, allow_downline_transfer FROM members WHERE id = ? AND merchant = ?',
    )
    .get(member.upline_id, member.merchant);
  return row ? { id: row.id, name: row.name, allowed: row.allow_downline_transfer === 1 } : null;
}

export function uplineInfo(db: Db, member: Downline) {
  const upline = uplineOf(db, member);
  const settings = cashierSettings(db, member.merchant);
  return { allowed: Boolean(upline?.allowed), uplineName: upline?.name ?? null, minMinor: settings.withdrawMinMinor, maxMinor: settings.withdrawMaxMinor };
}

/** The checks before the payment password is asked for. */
export function checkUplineTransfer(db: Db, member: Downline, amountMinor: number): Upline {
  const upline = uplineOf(db, member);
  if (!upline?.allowed) throw new Refusal('upline.transfer.not.allowed');
  const settings = cashierSettings(db, member.merchant);
  if (amountMinor < settings.withdrawMinMinor) throw new Refusal('amount.below.min', { minMinor: settings.withdrawMinMinor });
  if (amountMinor > settings.withdrawMaxMinor) throw new Refusal('amount.above.max', { maxMinor: settings.withdrawMaxMinor });
  return upline;
}

export function transferToUpline(db: Db, member: Downline & { username: string }, ask: { amountMinor: number; requestId: string }, now = Date.now()): number {
  return db
    .transaction(() => {
      const upline = checkUplineTransfer(db, member, ask.amountMinor);
      return post(db, {
        merchant: member.merchant,
        kind: 'UPLINE_TRANSFER',
        memberId: member.id,
        idempotencyKey: `req:${member.id}:${ask.requestId}`,
        at: now,
        legs: [
          { account: memberAccount(db, member.id, 'MAIN'), amount: -ask.amountMinor, type: 'TRANSFER' },
          { account: memberAccount(db, upline.id, 'MAIN'), amount: ask.amountMinor, type: 'TRANSFER' },
        ],
        meta: { note: `To upline ${upline.name}`, from: member.username, uplineId: upline.id },
      });
    })
    .immediate();
}
