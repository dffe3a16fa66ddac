import { gameIcon, localisedNames } from './catalogue';
import type { Db } from './db';
import { monthWindow } from './ranking-period';
import { boardCurrency } from './rankings';
import { RECORD_GAME_TYPES, type RecordGameType } from './bet-records';
import { maskWinnerName } from './winner-names';

/**
 * The winners list and the big-win leaderboard. Both read settled bets of the brand's own members
 * (trial accounts never appear); the winners list also carries the winner board's feed, so every win
 * the home ticker showed is on its full list.
 */

/** A bet is a win worth listing when it paid at least twice its stake. */
const BIG_WIN = 'b.win_minor > 0 AND b.win_minor >= 2 * b.stake_minor';
/** The winners list keeps the newest this many bets, and as many of the board's feed as the board itself may show. */
export const WINNERS_KEPT = 100;
const FEED_KEPT = 50;
export const LEADERBOARD_SIZE = 50;

type BetWin = {
  id: number;
  username: string;
  node_id: number | null;
  game_name: string;
  game_type: string;
  vendor: string;
  stake_minor: number;
  win_minor: number;
  settled_at: number;
};
type FeedWin = {
  id: number;
  customer_name: string;
  node_id: number;
  name_en: string;
  game_type: string;
  vendor_code: string;
  win_amount_cents: number;
  win_time: number;
};

const entryOf =
  (names: Map<number, string>) =>
  (w: {
    name: string;
    nodeId: number | null;
    gameName: string;
    gameType: string;
    vendor: string;
    stakeMinor: number | null;
    winMinor: number;
    at: number;
  }) => ({
    customerName: w.name,
    gameName: (w.nodeId !== null ? names.get(w.nodeId) : undefined) ?? w.gameName,
    gameType: w.gameType,
    vassalage: w.vendor,
    nodeId: w.nodeId,
    iconUrl: w.nodeId !== null ? gameIcon(w.nodeId) : null,
    stakeMinor: w.stakeMinor,
    winMinor: w.winMinor,
    winTime: w.at,
  });

/** A brand's newest big wins (merchant, limit), in the order of the index `bet_records_big_wins` (migration 0034). */
export const NEWEST_BIG_WINS = `SELECT b.id, m.username, b.node_id, b.game_name, b.game_type, b.vendor, b.stake_minor, b.win_minor, b.settled_at
         FROM bet_records b JOIN members m ON m.id = b.member_id
        WHERE b.merchant = ? AND b.status = 'SETTLED' AND ${BIG_WIN} AND m.type <> 4
        ORDER BY b.settled_at DESC, b.id DESC LIMIT ?`;

/** `GCSGAME_getRankList`: the newest wins, paged. */
export function winnerFeed(db: Db, merchant: string, page: { pageNo: number; pageSize: number }, languages: string[]) {
  const money = boardCurrency(db, merchant);
  const bets = db.prepare<unknown[], BetWin>(NEWEST_BIG_WINS).all(merchant, WINNERS_KEPT);
  const feed = db
    .prepare<unknown[], FeedWin>(
      `SELECT w.id, w.customer_name, w.node_id, g.name_en, g.game_type, g.vendor_code, w.win_amount_cents, w.win_time
         FROM winners w JOIN games g ON g.node_id = w.node_id JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = w.merchant
        WHERE w.merchant = ? ORDER BY w.win_time DESC, w.id DESC LIMIT ?`,
    )
    .all(merchant, FEED_KEPT);
  // The feed keeps amounts in hundredths of the currency unit; the list speaks minor units.
  const feedMinor = (cents: number) => Math.round((cents * 10 ** money.currencyExponent) / 100);
  const all = [
    ...bets.map((b) => ({
      name: maskWinnerName(b.username),
      nodeId: b.node_id,
      gameName: b.game_name,
      gameType: b.game_type,
      vendor: b.vendor,
      stakeMinor: b.stake_minor,
      winMinor: b.win_minor,
      at: b.settled_at,
      key: `b${b.id}`,
    })),
    ...feed.map((f) => ({
      name: f.customer_name,
      nodeId: f.node_id,
      gameName: f.name_en,
      gameType: f.game_type,
      vendor: f.vendor_code,
      stakeMinor: null,
      winMinor: feedMinor(f.win_amount_cents),
      at: f.win_time,
      key: `f${f.id}`,
    })),
  ].sort((a, b) => b.at - a.at || (a.key < b.key ? 1 : -1));
  const shown = all.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  const names = localisedNames(
    db,
    shown.flatMap((w) => (w.nodeId === null ? [] : [w.nodeId])),
    languages,
  );
  return {
    ...money,
    list: shown.map(entryOf(names)),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: all.length,
    totalPages: Math.ceil(all.length / page.pageSize),
  };
}

/**
 * A brand's biggest wins of a window (merchant, from, to, game type twice, limit): most of the month's bets are in
 * its range, so it scans them once rather than taking the feed's index (a lookup per row; migration 0034).
 */
export const MONTHS_BIG_WINS = `SELECT b.id, m.username, b.node_id, b.game_name, b.game_type, b.vendor, b.stake_minor, b.win_minor, b.settled_at
         FROM bet_records b JOIN members m ON m.id = b.member_id
        WHERE b.merchant = ? AND b.status = 'SETTLED' AND b.settled_at >= ? AND b.settled_at < ? AND b.win_minor > 0 AND m.type <> 4 AND (? = 'ALL' OR b.game_type = ?)
        ORDER BY b.win_minor DESC, b.settled_at ASC, b.id ASC LIMIT ?`;

/** `ODSFE2_getBigWinLeaderboard`: this month's biggest single wins, optionally of one game type; ties go to the earlier win. */
export function bigWinLeaderboard(db: Db, merchant: string, gameType: RecordGameType | 'ALL', languages: string[], limit = LEADERBOARD_SIZE, now = Date.now()) {
  const money = boardCurrency(db, merchant);
  const period = monthWindow(money.timeZone, now);
  const rows = db.prepare<unknown[], BetWin>(MONTHS_BIG_WINS).all(merchant, period.from, period.to, gameType, gameType, limit);
  const names = localisedNames(
    db,
    rows.flatMap((r) => (r.node_id === null ? [] : [r.node_id])),
    languages,
  );
  const entry = entryOf(names);
  return {
    ...money,
    period: period.period,
    periodKey: period.key,
    from: period.from,
    to: period.to,
    gameType,
    gameTypes: [...RECORD_GAME_TYPES],
    list: rows.map((r, i) => ({
      rank: i + 1,
      ...entry({
        name: maskWinnerName(r.username),
        nodeId: r.node_id,
        gameName: r.game_name,
        gameType: r.game_type,
        vendor: r.vendor,
        stakeMinor: r.stake_minor,
        winMinor: r.win_minor,
        at: r.settled_at,
      }),
    })),
  };
}
