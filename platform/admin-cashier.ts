import { creditDeposit, depositById, DEPOSIT_STATUSES, expireDeposits, failDeposit, type DepositStatus } from './db/deposits';
import { check } from './db/ledger';
import type { MerchantRow } from './db/merchants';
import { formatMinor } from './db/money';
import type { Db } from './db/db';
import { Refusal } from './db/refusal';
import { approveWithdrawal, autoConfirmDue, payWithdrawal, rejectWithdrawal, withdrawalById, WITHDRAW_STATUSES, type WithdrawStatus } from './db/withdrawals';
import { oneRow } from './db/one-row';

/**
 * The operator's cashier desk in `platform:admin`: deposits and withdrawals to list and act on, and
 * the ledger's proof. Each line says what happened; a refusal exits 1, a misuse 2.
 */
export const CASHIER_USAGE = `  npm run platform:admin -- deposit list <merchant> [status]
  npm run platform:admin -- deposit approve <merchant> <id>
  npm run platform:admin -- deposit reject <merchant> <id> [reason]
  npm run platform:admin -- withdraw list <merchant> [status]
  npm run platform:admin -- withdraw approve|reject|paid <merchant> <id> [reason]
  npm run platform:admin -- ledger check <merchant>     (exits 1 on any imbalance)`;

export type Outcome = { lines: string[]; code: number };
const done = (...lines: string[]): Outcome => ({ lines, code: 0 });
const refused = (...lines: string[]): Outcome => ({ lines, code: 1 });

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));

function moneyOf(db: Db, memberId: number) {
  const m = oneRow(
    db
      .prepare<unknown[], { username: string; currency: string; currency_symbol: string }>(
        'SELECT username, currency, currency_symbol FROM members WHERE id = ?',
      )
      .get(memberId),
    'the member of a cashier request',
  );
  return { username: m.username, money: (minor: number) => formatMinor(minor, m.currency, m.currency_symbol) };
}

const statusArg = <T extends string>(raw: string | undefined, allowed: readonly T[]): T | null | undefined =>
  raw === undefined ? null : allowed.find((s) => s === raw.toUpperCase());

function depositCommand(db: Db, merchant: MerchantRow, action: string, args: string[]): Outcome | null {
  if (action === 'list') {
    const status = statusArg<DepositStatus>(args[0], DEPOSIT_STATUSES);
    if (status === undefined) return refused(`status: one of ${DEPOSIT_STATUSES.join(', ')}`);
    expireDeposits(db, { merchant: merchant.code });
    const rows = db
      .prepare<
        unknown[],
        {
          id: number;
          member_id: number;
          status: string;
          reference: string;
          amount_minor: number;
          fee_minor: number;
          bonus_minor: number;
          created_at: number;
          channel: string;
        }
      >(
        `SELECT d.id, d.member_id, d.status, d.reference, d.amount_minor, d.fee_minor, d.bonus_minor, d.created_at, c.name AS channel
           FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id WHERE d.merchant = ? AND (? IS NULL OR d.status = ?) ORDER BY d.created_at DESC, d.id DESC LIMIT 100`,
      )
      .all(merchant.code, status, status);
    if (!rows.length) return done(`${merchant.code}: no ${status ? `${status} ` : ''}deposits`);
    return done(
      ...rows.map((r) => {
        const { username, money } = moneyOf(db, r.member_id);
        const extras = [r.fee_minor ? `fee ${money(r.fee_minor)}` : '', r.bonus_minor ? `bonus ${money(r.bonus_minor)}` : ''].filter(Boolean).join(', ');
        return `#${r.id}  ${r.status.padEnd(16)} ${r.reference}  ${username.padEnd(12)} ${money(r.amount_minor).padStart(14)}  ${r.channel}${extras ? ` (${extras})` : ''}  ${when(r.created_at)}`;
      }),
    );
  }
  if (action !== 'approve' && action !== 'reject') return null;
  const id = Number(args[0]);
  const deposit = Number.isSafeInteger(id) ? depositById(db, id) : undefined;
  if (!deposit || deposit.merchant !== merchant.code) return refused(`${merchant.code}: no deposit ${args[0] ?? ''}`);
  const { username, money } = moneyOf(db, deposit.member_id);
  try {
    if (action === 'approve') {
      const d = creditDeposit(db, deposit.id);
      const extras = [d.fee_minor ? `fee ${money(d.fee_minor)}` : '', d.bonus_minor ? `bonus ${money(d.bonus_minor)}` : ''].filter(Boolean).join(', ');
      return done(`${merchant.code}: deposit ${d.id} (${d.reference}) credited ${money(d.amount_minor)} to ${username}${extras ? ` (${extras})` : ''}`);
    }
    const reason = args.slice(1).join(' ').trim() || 'Rejected by the operator';
    const d = failDeposit(db, deposit.id, reason);
    return done(`${merchant.code}: deposit ${d.id} (${d.reference}) of ${username} rejected: ${reason}`);
  } catch (error) {
    if (error instanceof Refusal)
      return refused(
        `${merchant.code}: deposit ${deposit.id} is ${deposit.status}; only PENDING or AWAITING_PAYMENT deposits can be ${action === 'approve' ? 'approved' : 'rejected'}`,
      );
    throw error;
  }
}

const WITHDRAW_NEEDS: Record<string, string> = { approve: 'PENDING', reject: 'PENDING or APPROVED', paid: 'APPROVED' };

function withdrawCommand(db: Db, merchant: MerchantRow, action: string, args: string[]): Outcome | null {
  if (action === 'list') {
    const status = statusArg<WithdrawStatus>(args[0], WITHDRAW_STATUSES);
    if (status === undefined) return refused(`status: one of ${WITHDRAW_STATUSES.join(', ')}`);
    autoConfirmDue(db, { merchant: merchant.code });
    const rows = db
      .prepare<
        unknown[],
        {
          id: number;
          member_id: number;
          status: string;
          reference: string;
          amount_minor: number;
          account_label: string;
          created_at: number;
          paid_at: number | null;
          confirm_by: number | null;
          received_minor: number | null;
        }
      >('SELECT * FROM withdrawals WHERE merchant = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, id DESC LIMIT 100')
      .all(merchant.code, status, status);
    if (!rows.length) return done(`${merchant.code}: no ${status ? `${status} ` : ''}withdrawals`);
    return done(
      ...rows.map((r) => {
        const { username, money } = moneyOf(db, r.member_id);
        const after =
          r.status === 'PAID'
            ? `  paid ${when(r.paid_at)}, confirm by ${when(r.confirm_by)}`
            : r.status === 'PARTIAL'
              ? `  received ${money(r.received_minor ?? 0)}`
              : '';
        return `#${r.id}  ${r.status.padEnd(14)} ${r.reference}  ${username.padEnd(12)} ${money(r.amount_minor).padStart(14)}  to ${r.account_label}  ${when(r.created_at)}${after}`;
      }),
    );
  }
  if (!['approve', 'reject', 'paid'].includes(action)) return null;
  const id = Number(args[0]);
  const w = Number.isSafeInteger(id) ? withdrawalById(db, id) : undefined;
  if (!w || w.merchant !== merchant.code) return refused(`${merchant.code}: no withdrawal ${args[0] ?? ''}`);
  const { username, money } = moneyOf(db, w.member_id);
  try {
    if (action === 'approve') {
      approveWithdrawal(db, w.id);
      return done(`${merchant.code}: withdrawal ${w.id} (${w.reference}) of ${username}, ${money(w.amount_minor)}, approved`);
    }
    if (action === 'reject') {
      const reason = args.slice(1).join(' ').trim() || 'Rejected by the operator';
      rejectWithdrawal(db, w.id, reason);
      return done(`${merchant.code}: withdrawal ${w.id} (${w.reference}) rejected: ${money(w.amount_minor)} back to ${username}'s wallet (${reason})`);
    }
    const paid = payWithdrawal(db, w.id);
    return done(
      `${merchant.code}: withdrawal ${w.id} (${w.reference}) paid, ${money(w.amount_minor)} to ${w.account_label}; ${username} confirms by ${when(paid.confirm_by)}`,
    );
  } catch (error) {
    if (error instanceof Refusal) return refused(`${merchant.code}: withdrawal ${w.id} is ${w.status}; "${action}" needs ${WITHDRAW_NEEDS[action]}`);
    throw error;
  }
}

function ledgerCommand(db: Db, merchant: MerchantRow, action: string): Outcome | null {
  if (action !== 'check') return null;
  const result = check(db, merchant.code);
  const what = `${result.transactions} transactions, ${result.entries} entries, ${result.accounts} accounts`;
  if (result.problems.length)
    return refused(
      ...result.problems.map((p) => `${merchant.code}: ${p}`),
      `${merchant.code}: ledger check FAILED (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${what})`,
    );
  return done(
    `${merchant.code}: ledger balanced: ${what} checked; every transaction sums to zero, every balance equals its entries, no member account below zero`,
  );
}

/** `deposit|withdraw|ledger <action> <merchant> …`; null when the words are not a cashier command. */
export function cashierCommand(db: Db, area: string, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (area === 'deposit') return depositCommand(db, merchant, action, args);
  if (area === 'withdraw') return withdrawCommand(db, merchant, action, args);
  if (area === 'ledger') return ledgerCommand(db, merchant, action);
  return null;
}
