import type { Db } from './db';

/** What became of a money move the site sent under one requestId: the move, or nothing under that key. */
export type MoneyMove =
  | { found: false }
  | {
      found: true;
      kind: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER' | 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER';
      id: number;
      amountMinor: number;
      status: string;
      reference: string | null;
      at: number;
    };

type Row = { id: number; amount_minor: number; status: string; reference: string | null; created_at: number };
type Posted = { id: number; kind: string; reference: string | null; created_at: number; moved: number };

/**
 * The move a member's requestId booked, wherever the kind of move keeps it: deposits and withdrawals in
 * their own tables, transfers as the ledger transaction keyed by it (the same keys the moves post under).
 * Read in one snapshot, so a move being written is either wholly seen or not at all.
 */
export function moneyMoveByRequestId(db: Db, member: { id: number; merchant: string }, requestId: string): MoneyMove {
  return db.transaction((): MoneyMove => {
    const row = (table: 'deposits' | 'withdrawals') =>
      db
        .prepare<unknown[], Row>(`SELECT id, amount_minor, status, reference, created_at FROM ${table} WHERE member_id = ? AND request_id = ?`)
        .get(member.id, requestId);
    const deposit = row('deposits');
    if (deposit)
      return {
        found: true,
        kind: 'DEPOSIT',
        id: deposit.id,
        amountMinor: deposit.amount_minor,
        status: deposit.status,
        reference: deposit.reference,
        at: deposit.created_at,
      };
    const withdrawal = row('withdrawals');
    if (withdrawal)
      return {
        found: true,
        kind: 'WITHDRAW',
        id: withdrawal.id,
        amountMinor: withdrawal.amount_minor,
        status: withdrawal.status,
        reference: withdrawal.reference,
        at: withdrawal.created_at,
      };
    // A transfer's amount is what its entries moved in (the positive side of a balanced transaction).
    const posted = db
      .prepare<unknown[], Posted>(
        `SELECT t.id, t.kind, t.reference, t.created_at, COALESCE((SELECT SUM(amount) FROM ledger_entries e WHERE e.transaction_id = t.id AND e.amount > 0), 0) AS moved
           FROM ledger_transactions t WHERE t.merchant = ? AND t.idempotency_key IN (?, ?) AND t.kind IN ('TRANSFER', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER')`,
      )
      .get(member.merchant, `req:${member.id}:${requestId}`, `agent:${member.id}:${requestId}`);
    if (!posted) return { found: false };
    return {
      found: true,
      kind: posted.kind as 'TRANSFER',
      id: posted.id,
      amountMinor: posted.moved,
      status: 'DONE',
      reference: posted.reference,
      at: posted.created_at,
    };
  })();
}
