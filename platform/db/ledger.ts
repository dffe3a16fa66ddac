import type { Db } from './db';
import { Refusal } from './refusal';
import { oneRow } from './one-row';

/**
 * The double-entry ledger: every money move is one transaction whose entries sum to zero, posted in one
 * SQLite write transaction that also checks and updates the cached balances. SQLite runs one writer at a
 * time, so the check a post makes still holds when it writes: two withdrawals that together exceed a
 * wallet cannot both pass.
 */

export type OperatorKind = 'DEPOSITS' | 'WITHDRAWALS' | 'GAMES' | 'BONUS' | 'FEES' | 'WITHDRAW_HOLD' | 'OPENING';
/** What a member's statement calls an entry (the contract's transaction types). */
export type EntryType =
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'WITHDRAW_RETURN'
  | 'TRANSFER'
  | 'BONUS'
  | 'REBATE'
  | 'REDEEM'
  | 'ADJUST'
  | 'FEE'
  | 'LIVE'
  | 'LOTT'
  | 'PVP'
  | 'RNG'
  | 'FISH'
  | 'SPORTS';
export const ENTRY_TYPES: readonly EntryType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'TRANSFER',
  'BONUS',
  'REBATE',
  'REDEEM',
  'ADJUST',
  'FEE',
  'LIVE',
  'LOTT',
  'PVP',
  'RNG',
  'FISH',
  'SPORTS',
];
export type TransactionKind =
  | 'OPENING'
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'WITHDRAW_RETURN'
  | 'WITHDRAW_PAID'
  | 'TRANSFER'
  | 'UPLINE_TRANSFER'
  | 'DOWNLINE_TRANSFER'
  | 'GAME'
  | 'SPORTS_STAKE'
  | 'TRIAL_CREDIT'
  | 'REWARD'
  | 'RAFFLE'
  | 'MISSION'
  | 'REBATE'
  | 'CONTRACT'
  | 'POINTS_CONVERT'
  | 'PROMOTION';

export type Leg = { account: number; amount: number; type: EntryType };
export type Posting = {
  merchant: string;
  kind: TransactionKind;
  memberId: number | null;
  idempotencyKey: string;
  reference?: string | null;
  legs: Leg[];
  /** Free-form facts of the move; `note` is what the member's statement shows beside it. */
  meta?: Record<string, unknown>;
  at?: number;
};

type AccountRow = { id: number; merchant: string; currency: string; member_id: number | null; balance: number };
export type MemberAccount = { id: number; wallet: string; balance: number };

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return {
    memberAccount: db.prepare<unknown[], number>('SELECT id FROM ledger_accounts WHERE member_id = ? AND wallet = ?').pluck(),
    operatorAccount: db
      .prepare<unknown[], number>('SELECT id FROM ledger_accounts WHERE member_id IS NULL AND merchant = ? AND currency = ? AND kind = ?')
      .pluck(),
    insertAccount: db.prepare('INSERT INTO ledger_accounts (merchant, currency, member_id, kind, wallet, balance, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)'),
    account: db.prepare<unknown[], AccountRow>('SELECT id, merchant, currency, member_id, balance FROM ledger_accounts WHERE id = ?'),
    member: db.prepare<unknown[], { merchant: string; currency: string }>('SELECT merchant, currency FROM members WHERE id = ?'),
    existing: db.prepare<unknown[], number>('SELECT id FROM ledger_transactions WHERE merchant = ? AND idempotency_key = ?').pluck(),
    insertTransaction: db.prepare(
      'INSERT INTO ledger_transactions (merchant, kind, member_id, idempotency_key, reference, created_at, meta) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertEntry: db.prepare('INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, member_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    setBalance: db.prepare('UPDATE ledger_accounts SET balance = ? WHERE id = ?'),
    memberAccounts: db.prepare<unknown[], MemberAccount>(
      "SELECT id, wallet, balance FROM ledger_accounts WHERE member_id = ? ORDER BY wallet <> 'MAIN', wallet",
    ),
  };
}
const sql = (db: Db) => {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = prepare(db)));
  return s;
};

/** The member's MAIN wallet or a vendor wallet, created on first use. */
export function memberAccount(db: Db, memberId: number, wallet: string): number {
  const s = sql(db);
  const id = s.memberAccount.get(memberId, wallet);
  if (id !== undefined) return id;
  const member = oneRow(s.member.get(memberId), `member ${memberId}`);
  return Number(s.insertAccount.run(member.merchant, member.currency, memberId, wallet === 'MAIN' ? 'MAIN' : 'VENDOR', wallet, Date.now()).lastInsertRowid);
}

/** One of the operator's accounts for a merchant and currency, created on first use. */
export function operatorAccount(db: Db, merchant: string, currency: string, kind: OperatorKind): number {
  const s = sql(db);
  const id = s.operatorAccount.get(merchant, currency, kind);
  if (id !== undefined) return id;
  return Number(s.insertAccount.run(merchant, currency, null, kind, '', Date.now()).lastInsertRowid);
}

export function balanceOf(db: Db, accountId: number): number {
  return sql(db).account.get(accountId)?.balance ?? 0;
}

/** The member's wallets that exist (MAIN first); a wallet never used has no account and holds 0. */
export function memberAccounts(db: Db, memberId: number): MemberAccount[] {
  return sql(db).memberAccounts.all(memberId);
}

export function memberTotal(db: Db, memberId: number): number {
  return memberAccounts(db, memberId).reduce((sum, a) => sum + a.balance, 0);
}

/** The first transaction posted under this key, if any. */
export function postedUnder(db: Db, merchant: string, idempotencyKey: string): number | undefined {
  return sql(db).existing.get(merchant, idempotencyKey);
}

/**
 * Posts one balanced transaction and answers its id. Refuses `request.duplicate` (value `{ id }` of the
 * first) when the key was used before, and `insufficient.balance` when a member account would go below
 * zero at any entry. Runs in its own immediate transaction, or as a savepoint inside the caller's.
 */
export function post(db: Db, posting: Posting): number {
  return db
    .transaction(() => {
      const s = sql(db);
      const legs = posting.legs.filter((l) => l.amount !== 0);
      if (legs.some((l) => !Number.isSafeInteger(l.amount))) throw new Error('ledger amounts are integers in minor units');
      if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error(`unbalanced posting ${posting.idempotencyKey}`);
      const first = s.existing.get(posting.merchant, posting.idempotencyKey);
      if (first !== undefined) throw new Refusal('request.duplicate', { id: first });

      const accounts = new Map<number, AccountRow>();
      for (const leg of legs) {
        if (accounts.has(leg.account)) continue;
        const row = s.account.get(leg.account);
        if (!row || row.merchant !== posting.merchant) throw new Error(`account ${leg.account} is not an account of ${posting.merchant}`);
        accounts.set(leg.account, { ...row });
      }
      if (new Set([...accounts.values()].map((a) => a.currency)).size > 1) throw new Error('one transaction moves one currency');
      // In the caller's order (a stake before its win, a deposit before its fee): no member account may
      // dip below zero even between the entries of one move.
      const after = legs.map((leg) => {
        const account = accounts.get(leg.account)!;
        account.balance += leg.amount;
        if (account.member_id !== null && account.balance < 0) throw new Refusal('insufficient.balance');
        return account.balance;
      });

      const at = posting.at ?? Date.now();
      const id = Number(
        s.insertTransaction.run(
          posting.merchant,
          posting.kind,
          posting.memberId,
          posting.idempotencyKey,
          posting.reference ?? null,
          at,
          JSON.stringify(posting.meta ?? {}),
        ).lastInsertRowid,
      );
      legs.forEach((leg, i) => s.insertEntry.run(id, leg.account, leg.amount, after[i], leg.type, accounts.get(leg.account)!.member_id, at));
      for (const account of accounts.values()) s.setBalance.run(account.balance, account.id);
      return id;
    })
    .immediate();
}

/**
 * The seeder's writer: the same rules as `post` (balanced, integer, no member account below zero) with
 * balances kept in memory and written once by `flush`, so a year of history goes in within the seed's
 * time budget. Only for a database no request is using yet; keys are trusted to be fresh.
 */
export function bulkWriter(db: Db) {
  const s = sql(db);
  const balances = new Map<number, { balance: number; member: number | null }>();
  const accountOf = (id: number) => {
    let a = balances.get(id);
    if (!a) {
      const row = oneRow(s.account.get(id), `ledger account ${id}`);
      balances.set(id, (a = { balance: row.balance, member: row.member_id }));
    }
    return a;
  };
  return {
    post(posting: Posting & { at: number }): number {
      const legs = posting.legs.filter((l) => l.amount !== 0);
      if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0 || legs.some((l) => !Number.isSafeInteger(l.amount)))
        throw new Error(`unbalanced seed posting ${posting.idempotencyKey}`);
      const id = Number(
        s.insertTransaction.run(
          posting.merchant,
          posting.kind,
          posting.memberId,
          posting.idempotencyKey,
          posting.reference ?? null,
          posting.at,
          JSON.stringify(posting.meta ?? {}),
        ).lastInsertRowid,
      );
      for (const leg of legs) {
        const a = accountOf(leg.account);
        a.balance += leg.amount;
        if (a.member !== null && a.balance < 0) throw new Error(`seed history overdraws account ${leg.account} at ${posting.idempotencyKey}`);
        s.insertEntry.run(id, leg.account, leg.amount, a.balance, leg.type, a.member, posting.at);
      }
      return id;
    },
    balance: (account: number) => accountOf(account).balance,
    flush() {
      for (const [id, a] of balances) s.setBalance.run(a.balance, id);
    },
  };
}

// `ledger check` lives in its own file; callers keep importing it from the ledger.
export { check, type LedgerCheck } from './ledger-check';
