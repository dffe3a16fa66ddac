import { cashierSettings } from './cashier-settings';
import { CURRENCY_SYMBOLS, exponentOf } from './money';
import type { Db } from './db';
import { monthWindow, type RankingPeriod } from './ranking-period';
import { maskWinnerName } from './winner-names';

/**
 * The period boards: members ranked by credited deposits or by valid bet in the brand's current month.
 * Ties go to whoever reached the total first (the earlier last contribution), then to the older
 * account, so the order never changes between two reads of the same data. Trial accounts never rank.
 */
export type Board = 'DEPOSIT' | 'VALID_BET';
export const BOARD_SIZE = 20;

const AGGREGATES: Record<Board, string> = {
  DEPOSIT: `SELECT d.member_id, m.username, SUM(d.amount_minor) AS total, MAX(d.updated_at) AS last
              FROM deposits d JOIN members m ON m.id = d.member_id
             WHERE d.merchant = ? AND d.status = 'CREDITED' AND d.updated_at >= ? AND d.updated_at < ? AND m.type <> 4
             GROUP BY d.member_id`,
  VALID_BET: `SELECT b.member_id, m.username, SUM(b.valid_bet_minor) AS total, MAX(b.settled_at) AS last
                FROM bet_records b JOIN members m ON m.id = b.member_id
               WHERE b.merchant = ? AND b.status = 'SETTLED' AND b.settled_at >= ? AND b.settled_at < ? AND m.type <> 4
               GROUP BY b.member_id`,
};

type Row = { member_id: number; username: string; total: number; last: number };

/** The brand's money as every public board states it. */
export function boardCurrency(db: Db, merchant: string) {
  const { currency, timeZone } = cashierSettings(db, merchant);
  return { currency, currencyExponent: exponentOf(currency), currencySymbol: CURRENCY_SYMBOLS[currency] ?? '', timeZone };
}

export function ranking(db: Db, merchant: string, board: Board, viewerId: number | null, limit = BOARD_SIZE, now = Date.now()) {
  const money = boardCurrency(db, merchant);
  const period: RankingPeriod = monthWindow(money.timeZone, now);
  const order = 'ORDER BY total DESC, last ASC, member_id ASC';
  const sql = `SELECT * FROM (${AGGREGATES[board]}) WHERE total > 0 ${order}`;
  // A guest needs the top only; a viewer's own place may be far below it.
  const rows =
    viewerId === null
      ? db.prepare<unknown[], Row>(`${sql} LIMIT ?`).all(merchant, period.from, period.to, limit)
      : db.prepare<unknown[], Row>(sql).all(merchant, period.from, period.to);
  const entry = (r: Row, i: number) => ({ rank: i + 1, name: maskWinnerName(r.username), amountMinor: r.total, isMe: r.member_id === viewerId });
  const mine = viewerId === null ? -1 : rows.findIndex((r) => r.member_id === viewerId);
  return {
    board,
    period: period.period,
    periodKey: period.key,
    from: period.from,
    to: period.to,
    ...money,
    list: rows.slice(0, limit).map(entry),
    me: mine >= 0 ? entry(rows[mine]!, mine) : null,
  };
}
