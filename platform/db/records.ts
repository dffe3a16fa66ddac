import type { RecordGameType } from './bet-records';
import { daysBetween } from './calendar';
import type { EntryType } from './ledger';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * The member's records: bets, the statement (the ledger entries of their own wallets) and the profit
 * summary. Totals and profit count SETTLED bets only: an open bet has no result yet, a cancelled one none.
 * Profit is the member's: win minus stake.
 */
type Page = { pageNo: number; pageSize: number };
type Range = { from: number; to: number };
const paged = <T>(list: T[], total: number, page: Page) => ({
  list,
  pageNo: page.pageNo,
  pageSize: page.pageSize,
  totalCount: total,
  totalPages: Math.ceil(total / page.pageSize),
});

type Sums = { stake: number; win: number; valid: number; n: number };
const totalsOf = (s: Sums) => ({ stakeMinor: s.stake, winMinor: s.win, validBetMinor: s.valid, profitMinor: s.win - s.stake, count: s.n });
const SUMS = 'COALESCE(SUM(stake_minor), 0) AS stake, COALESCE(SUM(win_minor), 0) AS win, COALESCE(SUM(valid_bet_minor), 0) AS valid, COUNT(*) AS n';

export function betRecordPage(db: Db, memberId: number, filter: Range & { gameType: RecordGameType | null; vendor: string | null }, page: Page) {
  const where = 'FROM bet_records WHERE member_id = ? AND placed_at >= ? AND placed_at < ? AND (? IS NULL OR game_type = ?) AND (? IS NULL OR vendor = ?)';
  const params = [memberId, filter.from, filter.to, filter.gameType, filter.gameType, filter.vendor, filter.vendor];
  const total = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) ${where}`)
      .pluck()
      .get(...params),
  );
  const sums = oneRow(db.prepare<unknown[], Sums>(`SELECT ${SUMS} ${where} AND status = 'SETTLED'`).get(...params));
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        placed_at: number;
        game_type: string;
        vendor: string;
        game_name: string;
        stake_minor: number;
        win_minor: number;
        valid_bet_minor: number;
        status: string;
      }
    >(
      `SELECT id, placed_at, game_type, vendor, game_name, stake_minor, win_minor, valid_bet_minor, status ${where} ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const list = rows.map((r) => ({
    id: r.id,
    placedAt: r.placed_at,
    gameType: r.game_type,
    vendor: r.vendor,
    gameName: r.game_name,
    stakeMinor: r.stake_minor,
    winMinor: r.win_minor,
    validBetMinor: r.valid_bet_minor,
    status: r.status,
  }));
  return { ...paged(list, total, page), totals: totalsOf(sums) };
}

/** The member's statement: one row per entry on their wallets, signed, with the wallet's balance after it. */
export function transactionPage(db: Db, memberId: number, filter: Range & { type: EntryType | null }, page: Page) {
  const where = 'WHERE e.member_id = ? AND e.at >= ? AND e.at < ? AND (? IS NULL OR e.type = ?)';
  const params = [memberId, filter.from, filter.to, filter.type, filter.type];
  const total = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM ledger_entries e ${where}`)
      .pluck()
      .get(...params),
  );
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        at: number;
        type: string;
        amount: number;
        balance_after: number;
        wallet: string;
        reference: string | null;
        note: string | null;
      }
    >(
      `SELECT e.id, e.at, e.type, e.amount, e.balance_after, a.wallet, t.reference,
              CASE WHEN t.kind = 'UPLINE_TRANSFER' AND t.member_id <> e.member_id THEN 'From downline ' || (t.meta ->> '$.from') ELSE t.meta ->> '$.note' END AS note
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
         ${where} ORDER BY e.at DESC, e.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const list = rows.map((r) => ({
    id: r.id,
    at: r.at,
    type: r.type,
    amountMinor: r.amount,
    balanceAfterMinor: r.balance_after,
    wallet: r.wallet,
    reference: r.reference,
    note: r.note,
  }));
  return paged(list, total, page);
}

/** Profit per local day of the brand's zone (days with settled bets only, oldest first), per game type, and in total. */
export function profitSummary(db: Db, memberId: number, zone: string, range: Range) {
  // One walk over the range's settled bets in time order, beside the local days: no per-day query.
  const days = daysBetween(zone, range.from, range.to);
  const byDay = new Map<string, { stake: number; win: number }>();
  let d = 0;
  const bets = db
    .prepare<unknown[], [number, number, number]>(
      "SELECT placed_at, stake_minor, win_minor FROM bet_records WHERE member_id = ? AND placed_at >= ? AND placed_at < ? AND status = 'SETTLED' ORDER BY placed_at",
    )
    .raw()
    .iterate(memberId, range.from, range.to);
  for (const [at, stake, win] of bets) {
    while (days[d]!.end <= at) d++;
    const day = days[d]!.day;
    const sums = byDay.get(day) ?? { stake: 0, win: 0 };
    sums.stake += stake;
    sums.win += win;
    byDay.set(day, sums);
  }
  const categories = db
    .prepare<unknown[], Sums & { game_type: string }>(
      `SELECT game_type, ${SUMS} FROM bet_records WHERE member_id = ? AND placed_at >= ? AND placed_at < ? AND status = 'SETTLED' GROUP BY game_type ORDER BY game_type`,
    )
    .all(memberId, range.from, range.to);
  const totals = categories.reduce((t, c) => ({ stake: t.stake + c.stake, win: t.win + c.win, valid: t.valid + c.valid, n: t.n + c.n }), {
    stake: 0,
    win: 0,
    valid: 0,
    n: 0,
  });
  return {
    days: [...byDay].map(([day, s]) => ({ day, stakeMinor: s.stake, winMinor: s.win, profitMinor: s.win - s.stake })),
    categories: categories.map((c) => ({ gameType: c.game_type, stakeMinor: c.stake, winMinor: c.win, validBetMinor: c.valid, profitMinor: c.win - c.stake })),
    totals: { stakeMinor: totals.stake, winMinor: totals.win, validBetMinor: totals.valid, profitMinor: totals.win - totals.stake },
  };
}
