import type { Db } from './db';
import { oneRow } from './one-row';

export type LedgerCheck = { transactions: number; entries: number; accounts: number; problems: string[] };

type Sums = { id: number; total: number; currencies: number };
type RunningSums = { account: number; id: number; running: number; holds: boolean };

/**
 * The ledger's proofs on a seeded brand (tens of thousands of transactions, hundreds of thousands of entries) took
 * ~0.5 CPU-s a check, most of it a running-sum window and per-transaction sums joined to accounts, and tests run
 * dozens a run. So each proof first takes a cheaper road that proves the same thing when the books hold, and only
 * a road that finds (or cannot rule out) a problem asks the exact query that names it.
 */
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  // The running sums in one pass in index order, instead of a window function (~250 → ~90 CPU-ms on demoa01):
  // 1 when every entry's balance_after continues its account's sum, 0 when one does not or when the rows did not
  // come in (account, id) order, which alone lets a single pass follow each account's sum.
  db.aggregate('ledger_running_sums_hold', {
    start: (): RunningSums => ({ account: -Infinity, id: -Infinity, running: 0, holds: true }),
    // The row's four columns (better-sqlite3 types a step's arguments as the state's, so they come as a list).
    varargs: true,
    step: (s: RunningSums, ...row: unknown[]) => {
      const [account, id, amount, after] = [Number(row[0]), Number(row[1]), Number(row[2]), Number(row[3])];
      if (account < s.account || (account === s.account && id <= s.id)) s.holds = false;
      if (account !== s.account) s.running = 0;
      s.account = account;
      s.id = id;
      s.running += amount;
      if (s.running !== after) s.holds = false;
      return s;
    },
    result: (s: RunningSums) => (s.holds ? 1 : 0),
  });
  const count = (q: string) => db.prepare<unknown[], number>(q).pluck();
  return {
    transactions: count('SELECT COUNT(*) FROM ledger_transactions WHERE merchant = ?'),
    entries: count('SELECT COUNT(*) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.merchant = ?'),
    accounts: count('SELECT COUNT(*) FROM ledger_accounts WHERE merchant = ?'),
    currencies: count('SELECT COUNT(DISTINCT currency) FROM ledger_accounts WHERE merchant = ?'),
    // Sums without the accounts, in whichever order reads fewer entries (the brand's statements ask the same rows):
    // a brand with most of the entries reads them all in transaction order, each transaction looked up once for its
    // brand (CROSS JOIN keeps that order); a small brand reads its own transactions' entries.
    unbalancedSums: {
      most: db.prepare<unknown[], Sums>(
        'SELECT e.transaction_id AS id, SUM(e.amount) AS total, 1 AS currencies FROM ledger_entries e CROSS JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.merchant = ? GROUP BY e.transaction_id HAVING total <> 0',
      ),
      few: db.prepare<unknown[], Sums>(
        'SELECT t.id, SUM(e.amount) AS total, 1 AS currencies FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.merchant = ? GROUP BY t.id HAVING total <> 0',
      ),
    },
    // The exact per-transaction sums and currencies, for the transactions named in a JSON array.
    sumsOf: db.prepare<unknown[], Sums>(
      'SELECT e.transaction_id AS id, SUM(e.amount) AS total, COUNT(DISTINCT a.currency) AS currencies FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id IN (SELECT value FROM json_each(?)) GROUP BY e.transaction_id',
    ),
    unbalanced: db.prepare<unknown[], Sums>(
      'SELECT t.id, SUM(e.amount) AS total, COUNT(DISTINCT a.currency) AS currencies FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.merchant = ? GROUP BY t.id HAVING total <> 0 OR currencies > 1',
    ),
    // Entries of the brand's transactions on other brands' accounts. For the brand with most of the entries, from the
    // other brands' accounts (~75 CPU-ms fewer a check on demoa01); for a small brand, from its own transactions (the
    // other way it read demoa01's entries, ~85 CPU-ms). CROSS JOIN keeps the order.
    foreign: {
      most: db.prepare<unknown[], { id: number; transaction_id: number }>(
        'SELECT e.id, e.transaction_id FROM ledger_accounts a CROSS JOIN ledger_entries e ON e.account_id = a.id CROSS JOIN ledger_transactions t ON t.id = e.transaction_id WHERE a.merchant <> @merchant AND t.merchant = @merchant ORDER BY e.id',
      ),
      few: db.prepare<unknown[], { id: number; transaction_id: number }>(
        'SELECT e.id, e.transaction_id FROM ledger_transactions t CROSS JOIN ledger_entries e ON e.transaction_id = t.id CROSS JOIN ledger_accounts a ON a.id = e.account_id WHERE t.merchant = @merchant AND a.merchant <> @merchant ORDER BY e.id',
      ),
    },
    // Entries are never deleted, so the last id is about how many there are: which of the orders above reads fewer.
    lastEntry: db.prepare<unknown[], number>('SELECT COALESCE(MAX(id), 0) FROM ledger_entries').pluck(),
    runningSumsHold: db
      .prepare<unknown[], number>(
        'SELECT ledger_running_sums_hold(e.account_id, e.id, e.amount, e.balance_after) FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id WHERE a.merchant = ?',
      )
      .pluck(),
    broken: db.prepare<unknown[], { account_id: number; id: number; balance_after: number; running: number }>(
      `SELECT account_id, id, balance_after, running FROM (
         SELECT e.account_id, e.id, e.balance_after, SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.merchant = ?)
        WHERE balance_after <> running LIMIT 20`,
    ),
    // Where the running sums hold, an account's last balance_after is the sum of its entries: one index step an account.
    driftFromLast: db.prepare<unknown[], { id: number; balance: number; total: number }>(
      'SELECT a.id, a.balance, COALESCE((SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1), 0) AS total FROM ledger_accounts a WHERE a.merchant = ? AND a.balance <> total',
    ),
    drift: db.prepare<unknown[], { id: number; balance: number; total: number }>(
      'SELECT a.id, a.balance, COALESCE((SELECT SUM(amount) FROM ledger_entries WHERE account_id = a.id), 0) AS total FROM ledger_accounts a WHERE a.merchant = ? AND a.balance <> total',
    ),
    negative: db.prepare<unknown[], { id: number; balance: number }>(
      'SELECT id, balance FROM ledger_accounts WHERE merchant = ? AND member_id IS NOT NULL AND balance < 0',
    ),
  };
}
const sql = (db: Db) => {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = prepare(db)));
  return s;
};

/**
 * Transactions that do not sum to zero or mix currencies. A transaction can mix currencies only on accounts of two
 * currencies: among the brand's own accounts when the brand has two, else only through another brand's account,
 * which the foreign entries name; so only those transactions need their currencies counted.
 */
function unbalancedTransactions(s: ReturnType<typeof prepare>, merchant: string, order: 'most' | 'few', foreignTransactions: number[]): Sums[] {
  if (oneRow(s.currencies.get(merchant)) > 1) return s.unbalanced.all(merchant);
  const byId = new Map(s.unbalancedSums[order].all(merchant).map((u) => [u.id, u]));
  for (const u of s.sumsOf.all(JSON.stringify(foreignTransactions))) if (u.total !== 0 || u.currencies > 1) byId.set(u.id, u);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Proves the merchant's books: every transaction sums to zero in one currency, every entry's
 * balance_after continues its account's running sum, every cached balance equals its entries' sum,
 * and no member account is below zero.
 */
export function check(db: Db, merchant: string): LedgerCheck {
  const s = sql(db);
  const problems: string[] = [];
  const transactions = oneRow(s.transactions.get(merchant));
  const entries = oneRow(s.entries.get(merchant));
  const accounts = oneRow(s.accounts.get(merchant));

  const order = entries * 2 > oneRow(s.lastEntry.get()) ? 'most' : 'few';
  const foreign = s.foreign[order].all({ merchant });
  for (const u of unbalancedTransactions(s, merchant, order, [...new Set(foreign.map((f) => f.transaction_id))]))
    problems.push(u.total !== 0 ? `transaction ${u.id} sums to ${u.total}, not 0` : `transaction ${u.id} mixes currencies`);
  for (const f of foreign) problems.push(`entry ${f.id} of transaction ${f.transaction_id} posts to another merchant's account`);
  const runningSumsHold = s.runningSumsHold.get(merchant) === 1;
  if (!runningSumsHold)
    for (const b of s.broken.all(merchant))
      problems.push(`entry ${b.id} of account ${b.account_id} says balance ${b.balance_after}, its running sum is ${b.running}`);
  for (const d of (runningSumsHold ? s.driftFromLast : s.drift).all(merchant))
    problems.push(`account ${d.id} caches balance ${d.balance}, its entries sum to ${d.total}`);
  for (const n of s.negative.all(merchant)) problems.push(`member account ${n.id} is below zero (${n.balance})`);
  return { transactions, entries, accounts, problems };
}
