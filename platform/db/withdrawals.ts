import { dayBounds } from './calendar';
import { cashierSettings, type CashierSettings } from './cashier-settings';
import { newReference } from './deposits';
import { sendMessage } from './inbox';
import { memberAccount, operatorAccount, post } from './ledger';
import type { Db } from './db';
import { oneRow } from './one-row';
import { hasProof } from './proofs';
import { Refusal } from './refusal';
import { openTurnover } from './turnover';
import { walletBalance } from './wallets';
import { accountLabel, activeAccount } from './withdraw-accounts';
import { memberWithdrawLimits } from './withdraw-limits';

/**
 * Withdrawals. The amount leaves MAIN for the operator's withdrawal hold the moment it is asked for
 * (PENDING). The operator approves, rejects (the hold returns to MAIN) or pays it (the hold leaves for
 * the withdrawals clearing account); the player then confirms what arrived. A paid withdrawal nobody
 * confirms within the brand's confirmMinutes counts as received (AUTO_CONFIRMED).
 */
export type WithdrawStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAID' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';
export const WITHDRAW_STATUSES: readonly WithdrawStatus[] = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
  'AUTO_CONFIRMED',
];

export type WithdrawalRow = {
  id: number;
  merchant: string;
  member_id: number;
  account_id: number;
  account_label: string;
  amount_minor: number;
  status: WithdrawStatus;
  reference: string;
  request_id: string;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  confirm_by: number | null;
  received_minor: number | null;
  remark: string | null;
};

export const withdrawalAnswer = (w: WithdrawalRow) => ({
  id: w.id,
  accountLabel: w.account_label,
  amountMinor: w.amount_minor,
  status: w.status,
  reference: w.reference,
  createdAt: w.created_at,
  updatedAt: w.updated_at,
  paidAt: w.paid_at,
  confirmBy: w.confirm_by,
  receivedMinor: w.received_minor,
  remark: w.remark,
});

export function withdrawalById(db: Db, id: number): WithdrawalRow | undefined {
  return db.prepare<unknown[], WithdrawalRow>('SELECT * FROM withdrawals WHERE id = ?').get(id);
}

/** Today's withdrawals (the brand's local day), rejected ones not counted. */
export function usedToday(db: Db, memberId: number, settings: CashierSettings, now = Date.now()): { count: number; amountMinor: number } {
  const { start, end } = dayBounds(settings.timeZone, now);
  const row = oneRow(
    db
      .prepare<unknown[], { n: number; total: number }>(
        "SELECT COUNT(*) AS n, COALESCE(SUM(amount_minor), 0) AS total FROM withdrawals WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status <> 'REJECTED'",
      )
      .get(memberId, start, end),
  );
  return { count: row.n, amountMinor: row.total };
}

export type WithdrawAsk = { accountId: number | null; amountMinor: number; requestId: string };
type Requester = { id: number; merchant: string; currency: string };

export function duplicateWithdrawal(db: Db, memberId: number, requestId: string): number | undefined {
  return db.prepare<unknown[], number>('SELECT id FROM withdrawals WHERE member_id = ? AND request_id = ?').pluck().get(memberId, requestId);
}

/**
 * Every rule but the payment password, which the caller checks first. Run once before the password
 * (so a doomed request costs no attempt) and again inside the write, where the daily count and amount
 * are counted under the write lock: two withdrawals racing for the last slot cannot both take it.
 */
export function checkWithdrawal(db: Db, member: Requester, ask: WithdrawAsk, now = Date.now()) {
  const first = duplicateWithdrawal(db, member.id, ask.requestId);
  if (first !== undefined) throw new Refusal('request.duplicate', { id: first });
  const settings = cashierSettings(db, member.merchant);
  const account = activeAccount(db, member.id, ask.accountId);
  if (ask.amountMinor < settings.withdrawMinMinor) throw new Refusal('amount.below.min', { minMinor: settings.withdrawMinMinor });
  if (ask.amountMinor > settings.withdrawMaxMinor) throw new Refusal('amount.above.max', { maxMinor: settings.withdrawMaxMinor });
  if (walletBalance(db, member.id, 'MAIN') < ask.amountMinor) throw new Refusal('insufficient.balance');
  const turnover = openTurnover(db, member.id);
  if (turnover.requiredMinor > turnover.doneMinor) throw new Refusal('withdraw.turnover.required', turnover);
  const limits = memberWithdrawLimits(db, member, settings);
  const used = usedToday(db, member.id, settings, now);
  const level = limits.vipLevel?.name ?? null;
  if (used.count >= limits.dailyCountLimit)
    throw new Refusal('withdraw.limit.count', { dailyCountLimit: limits.dailyCountLimit, usedTodayCount: used.count, vipLevel: level });
  if (used.amountMinor + ask.amountMinor > limits.dailyAmountLimitMinor) {
    throw new Refusal('withdraw.limit.amount', {
      dailyAmountLimitMinor: limits.dailyAmountLimitMinor,
      usedTodayMinor: used.amountMinor,
      leftTodayMinor: Math.max(0, limits.dailyAmountLimitMinor - used.amountMinor),
      vipLevel: level,
    });
  }
  return { settings, account };
}

/** Opens the withdrawal and moves its amount to the hold, in one write (so concurrent ones cannot overdraw). */
export function requestWithdrawal(db: Db, member: Requester, ask: WithdrawAsk, now = Date.now()): WithdrawalRow {
  return db
    .transaction(() => {
      const { account } = checkWithdrawal(db, member, ask, now);
      const reference = newReference(db, 'withdrawals', member.merchant, 'W');
      const label = accountLabel(account);
      post(db, {
        merchant: member.merchant,
        kind: 'WITHDRAW',
        memberId: member.id,
        idempotencyKey: `req:${member.id}:${ask.requestId}`,
        reference,
        at: now,
        legs: [
          { account: memberAccount(db, member.id, 'MAIN'), amount: -ask.amountMinor, type: 'WITHDRAW' },
          { account: operatorAccount(db, member.merchant, member.currency, 'WITHDRAW_HOLD'), amount: ask.amountMinor, type: 'WITHDRAW' },
        ],
        meta: { note: label },
      });
      const { lastInsertRowid } = db
        .prepare(
          "INSERT INTO withdrawals (merchant, member_id, account_id, account_label, amount_minor, status, reference, request_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)",
        )
        .run(member.merchant, member.id, account.id, label, ask.amountMinor, reference, ask.requestId, now, now);
      return withdrawalById(db, Number(lastInsertRowid))!;
    })
    .immediate();
}

const currencyOf = (db: Db, memberId: number) =>
  oneRow(db.prepare<unknown[], string>('SELECT currency FROM members WHERE id = ?').pluck().get(memberId), "the withdrawing member's currency");
const messageParams = (db: Db, w: WithdrawalRow) => ({
  withdrawalId: w.id,
  reference: w.reference,
  amountMinor: w.amount_minor,
  currency: currencyOf(db, w.member_id),
  account: w.account_label,
});

function inStatus(db: Db, id: number, allowed: WithdrawStatus[]): WithdrawalRow {
  const w = withdrawalById(db, id);
  if (!w) throw new Refusal('withdraw.not.found');
  if (!allowed.includes(w.status)) throw new Refusal('withdraw.not.confirmable', { status: w.status });
  return w;
}

export function approveWithdrawal(db: Db, id: number, now = Date.now()): WithdrawalRow {
  return db
    .transaction(() => {
      const w = inStatus(db, id, ['PENDING']);
      db.prepare("UPDATE withdrawals SET status = 'APPROVED', updated_at = ? WHERE id = ?").run(now, w.id);
      sendMessage(db, { merchant: w.merchant, memberId: w.member_id, type: 'info_withdraw_approve', at: now, params: messageParams(db, w) });
      return withdrawalById(db, w.id)!;
    })
    .immediate();
}

/** Rejected: the hold goes back to MAIN as one transaction. */
export function rejectWithdrawal(db: Db, id: number, reason: string, now = Date.now()): WithdrawalRow {
  return db
    .transaction(() => {
      const w = inStatus(db, id, ['PENDING', 'APPROVED']);
      const currency = currencyOf(db, w.member_id);
      post(db, {
        merchant: w.merchant,
        kind: 'WITHDRAW_RETURN',
        memberId: w.member_id,
        idempotencyKey: `withdraw:${w.id}:return`,
        reference: w.reference,
        at: now,
        legs: [
          { account: operatorAccount(db, w.merchant, currency, 'WITHDRAW_HOLD'), amount: -w.amount_minor, type: 'WITHDRAW_RETURN' },
          { account: memberAccount(db, w.member_id, 'MAIN'), amount: w.amount_minor, type: 'WITHDRAW_RETURN' },
        ],
        meta: { note: reason || 'Withdrawal rejected' },
      });
      db.prepare("UPDATE withdrawals SET status = 'REJECTED', remark = ?, updated_at = ? WHERE id = ?").run(reason || null, now, w.id);
      sendMessage(db, { merchant: w.merchant, memberId: w.member_id, type: 'info_withdraw_reject', at: now, params: { ...messageParams(db, w), reason } });
      return withdrawalById(db, w.id)!;
    })
    .immediate();
}

/** Paid out: the hold leaves for the operator's withdrawals clearing account; the player has confirmMinutes to confirm. */
export function payWithdrawal(db: Db, id: number, now = Date.now()): WithdrawalRow {
  return db
    .transaction(() => {
      const w = inStatus(db, id, ['APPROVED']);
      const currency = currencyOf(db, w.member_id);
      post(db, {
        merchant: w.merchant,
        kind: 'WITHDRAW_PAID',
        memberId: w.member_id,
        idempotencyKey: `withdraw:${w.id}:paid`,
        reference: w.reference,
        at: now,
        legs: [
          { account: operatorAccount(db, w.merchant, currency, 'WITHDRAW_HOLD'), amount: -w.amount_minor, type: 'WITHDRAW' },
          { account: operatorAccount(db, w.merchant, currency, 'WITHDRAWALS'), amount: w.amount_minor, type: 'WITHDRAW' },
        ],
        meta: { note: w.account_label },
      });
      const confirmBy = now + cashierSettings(db, w.merchant).confirmMinutes * 60_000;
      db.prepare("UPDATE withdrawals SET status = 'PAID', paid_at = ?, confirm_by = ?, updated_at = ? WHERE id = ?").run(now, confirmBy, now, w.id);
      sendMessage(db, { merchant: w.merchant, memberId: w.member_id, type: 'info_withdraw_paid', at: now, params: { ...messageParams(db, w), confirmBy } });
      return withdrawalById(db, w.id)!;
    })
    .immediate();
}

/** Paid withdrawals past their confirm-by time count as received (run whenever withdrawals are read, and on a schedule); answers how many. */
export function autoConfirmDue(db: Db, filter: { merchant: string; memberId?: number }, now = Date.now()): number {
  return db
    .transaction(() => {
      const due = db
        .prepare<unknown[], WithdrawalRow>(
          "SELECT * FROM withdrawals WHERE status = 'PAID' AND confirm_by <= ? AND merchant = ? AND (? IS NULL OR member_id = ?)",
        )
        .all(now, filter.merchant, filter.memberId ?? null, filter.memberId ?? null);
      for (const w of due) {
        db.prepare("UPDATE withdrawals SET status = 'AUTO_CONFIRMED', received_minor = amount_minor, updated_at = ? WHERE id = ?").run(now, w.id);
        sendMessage(db, { merchant: w.merchant, memberId: w.member_id, type: 'info_withdraw_auto_confirm', at: now, params: messageParams(db, w) });
      }
      return due.length;
    })
    .immediate();
}

export type ConfirmResult = 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';

/** The player says what arrived of a paid withdrawal: all, part (how much), or nothing (with a proof uploaded first). */
export function confirmWithdrawal(
  db: Db,
  member: { id: number; merchant: string },
  id: number | null,
  result: ConfirmResult,
  receivedMinor: number | null,
  now = Date.now(),
): WithdrawalRow {
  autoConfirmDue(db, { merchant: member.merchant, memberId: member.id }, now);
  return db
    .transaction(() => {
      const w = id === null ? undefined : withdrawalById(db, id);
      if (!w || w.member_id !== member.id) throw new Refusal('withdraw.not.found');
      if (w.status !== 'PAID') throw new Refusal('withdraw.not.confirmable', { status: w.status });
      let received = w.amount_minor;
      if (result === 'PARTIAL') {
        if (receivedMinor === null || receivedMinor >= w.amount_minor) throw new Refusal('amount.invalid');
        received = receivedMinor;
      } else if (result === 'NOT_RECEIVED') {
        if (!hasProof(db, 'WITHDRAWAL', w.id)) throw new Refusal('upload.invalid', { proofRequired: true });
        received = 0;
      }
      db.prepare('UPDATE withdrawals SET status = ?, received_minor = ?, updated_at = ? WHERE id = ?').run(result, received, now, w.id);
      return withdrawalById(db, w.id)!;
    })
    .immediate();
}

export function memberWithdrawal(db: Db, memberId: number, id: number | null): WithdrawalRow {
  const w = id === null ? undefined : withdrawalById(db, id);
  if (!w || w.member_id !== memberId) throw new Refusal('withdraw.not.found');
  return w;
}

export function withdrawalPage(db: Db, memberId: number, status: WithdrawStatus | null, page: { pageNo: number; pageSize: number }) {
  const total = oneRow(
    db.prepare<unknown[], number>('SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND (? IS NULL OR status = ?)').pluck().get(memberId, status, status),
  );
  const rows = db
    .prepare<unknown[], WithdrawalRow>(
      'SELECT * FROM withdrawals WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(memberId, status, status, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return { list: rows.map(withdrawalAnswer), pageNo: page.pageNo, pageSize: page.pageSize, totalCount: total, totalPages: Math.ceil(total / page.pageSize) };
}

/** Paid withdrawals still waiting for the player's word, soonest deadline first. */
export function awaitingConfirmation(db: Db, memberId: number): WithdrawalRow[] {
  return db.prepare<unknown[], WithdrawalRow>("SELECT * FROM withdrawals WHERE member_id = ? AND status = 'PAID' ORDER BY confirm_by, id").all(memberId);
}
