import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check, operatorAccount, post } from '@whitelabel/reference-platform/db/ledger';
import { openDatabase } from '@whitelabel/reference-platform/db/open';

/**
 * `ledger check` names every kind of broken books an operator must hear of, on a brand with most of the entries (its
 * proofs read the entries in another order than a small brand's) and on a small one. The books are a few hundred
 * transfers posted through the ledger on a fresh database, then forged where the ledger would never write so.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function books(file: string) {
  const db = openDatabase(file);
  db.exec(`INSERT INTO merchants (code, name, default_language, languages) VALUES ('big', 'Big', 'EN', '["EN"]'), ('small', 'Small', 'EN', '["EN"]')`);
  const accounts = (merchant: string) => (['OPENING', 'DEPOSITS', 'FEES'] as const).map((kind) => operatorAccount(db, merchant, 'PHP', kind));
  const transfers = { big: 300, small: 20 };
  for (const [merchant, count] of Object.entries(transfers)) {
    const [a, b, c] = accounts(merchant);
    for (let i = 0; i < count; i++)
      post(db, {
        merchant,
        kind: 'TRANSFER',
        memberId: null,
        idempotencyKey: `t${i}`,
        legs: [
          { account: a!, amount: -(i + 3), type: 'ADJUST' },
          { account: i % 2 ? b! : c!, amount: i + 3, type: 'ADJUST' },
        ],
      });
  }
  return { db, accounts };
}

describe.each(['big', 'small'])('ledger check of the %s brand', (merchant) => {
  it('names a drifted balance, an unbalanced transaction and an entry off its running sum, and nothing else', () => {
    const { db, accounts } = books(path.join(dir, `${merchant}.db`));
    try {
      expect(check(db, merchant)).toMatchObject({ accounts: 3, problems: [] });
      const [a, b, c] = accounts(merchant) as [number, number, number];
      const balance = (account: number) => db.prepare<unknown[], number>('SELECT balance FROM ledger_accounts WHERE id = ?').pluck().get(account)!;
      const setBalance = (account: number, value: number) => db.prepare('UPDATE ledger_accounts SET balance = ? WHERE id = ?').run(value, account);

      // A cached balance one off its entries.
      const cBalance = balance(c);
      setBalance(c, cBalance + 1);
      expect(check(db, merchant).problems).toEqual([`account ${c} caches balance ${cBalance + 1}, its entries sum to ${cBalance}`]);

      const transaction = (key: string) =>
        Number(
          db
            .prepare("INSERT INTO ledger_transactions (merchant, kind, member_id, idempotency_key, created_at) VALUES (?, 'TRANSFER', NULL, ?, 0)")
            .run(merchant, key).lastInsertRowid,
        );
      const entry = db.prepare("INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, at) VALUES (?, ?, ?, ?, 'ADJUST', 0)");
      // A balanced transaction whose first entry says a balance its account's sum does not reach.
      const offSum = transaction('off-sum');
      const aBalance = balance(a);
      const off = Number(entry.run(offSum, a, 4, aBalance + 5).lastInsertRowid);
      entry.run(offSum, b, -4, balance(b) - 4);
      setBalance(a, aBalance + 4);
      setBalance(b, balance(b) - 4);
      // A transaction that does not sum to zero (its entry and cached balance agree).
      const unbalanced = transaction('unbalanced');
      entry.run(unbalanced, a, 7, balance(a) + 7);
      setBalance(a, balance(a) + 7);

      expect(check(db, merchant).problems).toEqual([
        `transaction ${unbalanced} sums to 7, not 0`,
        `entry ${off} of account ${a} says balance ${aBalance + 5}, its running sum is ${aBalance + 4}`,
        `account ${c} caches balance ${cBalance + 1}, its entries sum to ${cBalance}`,
      ]);
    } finally {
      db.close();
    }
  });
});
