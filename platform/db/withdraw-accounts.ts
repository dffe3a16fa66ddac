import type { Db } from './db';
import { Refusal } from './refusal';
import { oneRow } from './one-row';

/**
 * Where a member's withdrawals go: at most five bank or e-wallet accounts, all in the member's real name.
 * A removed account stays in the table (withdrawals name it) but no longer counts or lists.
 */
export const MAX_WITHDRAW_ACCOUNTS = 5;

export type WithdrawAccountRow = {
  id: number;
  merchant: string;
  member_id: number;
  type: 'BANK' | 'EWALLET';
  provider: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  is_default: number;
  created_at: number;
  removed_at: number | null;
};

export const maskNumber = (number: string) => `****${number.slice(-4)}`;
export const accountLabel = (a: WithdrawAccountRow) => `${a.bank_name} ${maskNumber(a.account_number)}`;
/** Names match whatever the case and spacing: "Lin  REYES" is "lin reyes". */
export const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, '').toLowerCase() === b.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export function activeAccounts(db: Db, memberId: number): WithdrawAccountRow[] {
  return db
    .prepare<unknown[], WithdrawAccountRow>('SELECT * FROM withdraw_accounts WHERE member_id = ? AND removed_at IS NULL ORDER BY is_default DESC, id')
    .all(memberId);
}

export function activeAccount(db: Db, memberId: number, id: number | null): WithdrawAccountRow {
  const row =
    id === null
      ? undefined
      : db.prepare<unknown[], WithdrawAccountRow>('SELECT * FROM withdraw_accounts WHERE id = ? AND member_id = ? AND removed_at IS NULL').get(id, memberId);
  if (!row) throw new Refusal('withdraw.account.not.found');
  return row;
}

export const accountAnswer = (a: WithdrawAccountRow) => ({
  id: a.id,
  type: a.type,
  provider: a.provider,
  bankName: a.bank_name,
  accountName: a.account_name,
  accountNumberMasked: maskNumber(a.account_number),
  isDefault: a.is_default === 1,
});

export type AccountAsk = { type: string; provider: string; bankName: string; accountName: string; accountNumber: string };
type Holder = { id: number; merchant: string };
const invalid = (field: string) => new Refusal('request_param_err', { field });

/** Checks and saves a new account; the first account of a member without a real name on file sets it. */
export function addAccount(db: Db, member: Holder, ask: AccountAsk, now = Date.now()): WithdrawAccountRow {
  if (ask.type !== 'BANK' && ask.type !== 'EWALLET') throw invalid('type');
  if (!/^[A-Za-z0-9_.-]{2,30}$/.test(ask.provider)) throw invalid('provider');
  const bankName = ask.bankName.trim().replace(/\s+/g, ' ');
  if (bankName.length < 2 || bankName.length > 60) throw invalid('bankName');
  const accountName = ask.accountName.trim().replace(/\s+/g, ' ');
  if (accountName.length < 2 || accountName.length > 60 || !/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(accountName)) throw invalid('accountName');
  const number = ask.accountNumber.replace(/[\s-]/g, '');
  // Banks: 6–24 digits. E-wallets: the mobile number the wallet is registered to.
  if (ask.type === 'BANK' ? !/^\d{6,24}$/.test(number) : !/^\+?\d{9,15}$/.test(number)) throw invalid('accountNumber');
  return db
    .transaction(() => {
      const accounts = activeAccounts(db, member.id);
      if (accounts.length >= MAX_WITHDRAW_ACCOUNTS) throw new Refusal('withdraw.account.limit', { max: MAX_WITHDRAW_ACCOUNTS });
      if (accounts.some((a) => a.account_number.replace(/^\+/, '') === number.replace(/^\+/, ''))) throw new Refusal('withdraw.account.duplicate');
      const realName = oneRow(
        db.prepare<unknown[], string | null>('SELECT payee_name FROM members WHERE id = ?').pluck().get(member.id),
        "the member's payee name",
      );
      if (realName && !sameName(realName, accountName)) throw new Refusal('withdraw.account.name.mismatch');
      if (!realName) db.prepare('UPDATE members SET payee_name = ? WHERE id = ?').run(accountName, member.id);
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO withdraw_accounts (merchant, member_id, type, provider, bank_name, account_name, account_number, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(member.merchant, member.id, ask.type, ask.provider.toUpperCase(), bankName, accountName, number, accounts.length === 0 ? 1 : 0, now);
      return oneRow(
        db.prepare<unknown[], WithdrawAccountRow>('SELECT * FROM withdraw_accounts WHERE id = ?').get(lastInsertRowid),
        'the withdrawal account just added',
      );
    })
    .immediate();
}

export function setDefaultAccount(db: Db, memberId: number, id: number | null) {
  db.transaction(() => {
    const account = activeAccount(db, memberId, id);
    db.prepare('UPDATE withdraw_accounts SET is_default = (id = ?) WHERE member_id = ? AND removed_at IS NULL').run(account.id, memberId);
  }).immediate();
}

/** Removes an account; when it was the default, the oldest remaining one becomes the default. */
export function removeAccount(db: Db, memberId: number, id: number | null, now = Date.now()) {
  db.transaction(() => {
    const account = activeAccount(db, memberId, id);
    db.prepare('UPDATE withdraw_accounts SET removed_at = ?, is_default = 0 WHERE id = ?').run(now, account.id);
    if (account.is_default) {
      const next = activeAccounts(db, memberId)[0];
      if (next) db.prepare('UPDATE withdraw_accounts SET is_default = 1 WHERE id = ?').run(next.id);
    }
  }).immediate();
}
