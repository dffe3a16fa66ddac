import { GAME_COLUMNS, type Classify, type GameRow } from './catalogue';
import { matchingGameIds } from './game-search';
import type { Db } from './db';
import { oneRow } from './one-row';
import { prepared, preparedPluck } from './prepared';

/** What the lobby asks of `GCSGAME_gameList` (contract-issue5.md), already validated. */
export type LobbyFilter = {
  merchant: string;
  gameType: string;
  vendor: string | null;
  classify: Classify | null;
  minBet: number | null;
  isNew: boolean;
  /** The player's text, raw: game-search.ts folds it and matches it literally. */
  search: string | null;
};

/**
 * Browsing walks the merchant's vendors in operator order (vendors_lobby_order) and each vendor's games
 * of the type through games_type_vendor_sort, already in order: no sort step, so the first page reads ~30
 * rows and the last page only skips index entries (about 1 ms instead of 20 at 8,600 slots). A name
 * search instead starts from its matching ids and sorts those few. Each filter adds a fixed SQL fragment;
 * the statement for each combination is prepared once per database and reused. User input only ever
 * travels as a parameter.
 */
const BROWSE = `FROM vendors v
  CROSS JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = v.code
  CROSS JOIN games g ON g.game_type = ? AND g.vendor_code = v.code`;
/** A search starts from its matching ids (a JSON array), then checks type and merchant per id. */
const SEARCH = `FROM json_each(?) j
  CROSS JOIN games g ON g.node_id = j.value AND g.game_type = ?
  CROSS JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = g.vendor_code
  CROSS JOIN vendors v ON v.code = g.vendor_code`;

/** The page and the count of one filter's shape, each statement kept (see prepared). */
const statementsOf = (db: Db, from: string, where: string) => ({
  page: prepared<GameRow>(db, `SELECT ${GAME_COLUMNS} ${from}${where} ORDER BY v.sort, v.rowid, g.sort LIMIT ? OFFSET ?`),
  count: preparedPluck<number>(db, `SELECT COUNT(*) ${from}${where}`),
});

export function lobbyGames(db: Db, filter: LobbyFilter, page: { pageNo: number; pageSize: number }): { rows: GameRow[]; total: number } {
  const ids = filter.search ? matchingGameIds(db, filter.search) : null;
  if (ids && !ids.length) return { rows: [], total: 0 };
  const conditions: string[] = [];
  // In the order of the placeholders of BROWSE or SEARCH.
  const params: (string | number)[] = ids ? [JSON.stringify(ids), filter.gameType, filter.merchant] : [filter.merchant, filter.gameType];
  if (filter.vendor) {
    conditions.push('v.code = ?');
    params.push(filter.vendor);
  }
  if (filter.classify) {
    conditions.push('g.classify = ?');
    params.push(filter.classify);
  }
  if (filter.minBet !== null) {
    conditions.push('g.min_bet = ?');
    params.push(filter.minBet);
  }
  if (filter.isNew) conditions.push('g.is_new = 1');
  const statements = statementsOf(db, ids ? SEARCH : BROWSE, conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '');
  const total = oneRow(statements.count.get(...params));
  const offset = (page.pageNo - 1) * page.pageSize;
  const rows = offset < total ? statements.page.all(...params, page.pageSize, offset) : [];
  return { rows, total };
}

/** For `getVassGameType`: which classify keys each of the merchant's vendors has, per game type. */
export function vendorClassifies(db: Db, merchant: string): { game_type: string; vendor_code: string; classify: Classify | null }[] {
  return db
    .prepare<unknown[], { game_type: string; vendor_code: string; classify: Classify | null }>(
      `SELECT v.category AS game_type, v.code AS vendor_code, g.classify
         FROM vendors v
         CROSS JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = v.code
         CROSS JOIN games g ON g.vendor_code = v.code
        GROUP BY v.sort, v.code, g.classify ORDER BY v.sort, v.code`,
    )
    .all(merchant);
}
