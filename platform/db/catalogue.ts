import type { Db } from './db';
import { prepared } from './prepared';

/**
 * Game catalogue reads and the contract's Game shape (contract-issue4.md), shared by the home calls and
 * the lobby. Every read is scoped to the merchant's vendors.
 */
export type Classify = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';
export type Game = {
  nodeId: number;
  gameId: string;
  gameCode: string;
  gameType: string;
  vassalage: string;
  gameName: string;
  nodeName: string;
  showIcon: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  gameClassify: Classify | null;
  minBet: number;
};
export type GameRow = {
  node_id: number;
  game_id: string;
  game_code: string;
  vendor_code: string;
  game_type: string;
  name_en: string;
  classify: Classify | null;
  min_bet: number;
  is_hot: 0 | 1;
  is_new: 0 | 1;
};

/** Columns of `GameRow`, for queries that alias the games table as `g`. */
export const GAME_COLUMNS = 'g.node_id, g.game_id, g.game_code, g.vendor_code, g.game_type, g.name_en, g.classify, g.min_bet, g.is_hot, g.is_new';

/** A game's art as a path on the image CDN (`imageCDNs` in the status call; the client adds the host). */
export const gameIcon = (nodeId: number) => `/game/${nodeId}.webp`;

/**
 * The translated name of each game in the first language of `chain` that has one. EN is the catalogue's
 * own name, so the chain stops there: a game missing from the map is shown in English.
 */
export function localisedNames(db: Db, nodeIds: number[], chain: string[]): Map<number, string> {
  const end = chain.indexOf('EN');
  const langs = end === -1 ? chain : chain.slice(0, end);
  const names = new Map<number, string>();
  if (!langs.length || !nodeIds.length) return names;
  const rows = db
    .prepare<unknown[], { node_id: number; lang: string; name: string }>(
      `SELECT node_id, lang, name FROM game_names WHERE lang IN (${langs.map(() => '?').join(',')}) AND node_id IN (${nodeIds.map(() => '?').join(',')})`,
    )
    .all(...langs, ...nodeIds);
  const rank = new Map<number, number>();
  for (const r of rows) {
    const order = langs.indexOf(r.lang);
    if (order < (rank.get(r.node_id) ?? Infinity)) {
      rank.set(r.node_id, order);
      names.set(r.node_id, r.name);
    }
  }
  return names;
}

export function toGames(db: Db, rows: GameRow[], chain: string[]): Game[] {
  const names = localisedNames(
    db,
    rows.map((r) => r.node_id),
    chain,
  );
  return rows.map((r) => ({
    nodeId: r.node_id,
    gameId: r.game_id,
    gameCode: r.game_code,
    gameType: r.game_type,
    vassalage: r.vendor_code,
    gameName: names.get(r.node_id) ?? r.name_en,
    nodeName: r.name_en,
    showIcon: gameIcon(r.node_id),
    isHot: r.is_hot,
    isNew: r.is_new,
    gameClassify: r.classify,
    minBet: r.min_bet,
  }));
}

export function popularGameRows(db: Db, merchant: string, limit: number): GameRow[] {
  return db
    .prepare<unknown[], GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = ?
        ORDER BY g.popularity DESC, g.node_id LIMIT ?`,
    )
    .all(merchant, limit);
}

/**
 * The hot list in the operator's order; `vendor` narrows it to one of the merchant's vendors. Read along the hot
 * index (a few hundred rows, already in order, stopping at `limit`): left to itself SQLite gathers every game of each
 * of the merchant's vendors and sorts them, three to four times the CPU on a brand of thousands of games, and the home page
 * asks for this list on every fresh render.
 */
export function hotGameRows(db: Db, merchant: string, vendor: string | null, limit: number): GameRow[] {
  return prepared<GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} FROM games g INDEXED BY games_hot JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = ?
        WHERE g.is_hot = 1 AND (? IS NULL OR g.vendor_code = ?) ORDER BY g.hot_rank LIMIT ?`,
  ).all(merchant, vendor, vendor, limit);
}
