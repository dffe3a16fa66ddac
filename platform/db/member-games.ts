import { GAME_COLUMNS, type GameRow } from './catalogue';
import type { Db } from './db';
import { oneRow } from './one-row';

/** A member's favourite and recently launched games. Reads keep to the merchant's current vendors. */

/** The game if it belongs to one of the merchant's vendors; another merchant's game is "not found". */
export function merchantGame(db: Db, merchant: string, nodeId: number): GameRow | undefined {
  return db
    .prepare<unknown[], GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = g.vendor_code WHERE g.node_id = ?`,
    )
    .get(merchant, nodeId);
}

/** Now, or just after the member's latest stamp: two actions in one millisecond still keep their order. */
function nextStamp(db: Db, table: 'favourite_games' | 'recent_games', column: 'created_at' | 'launched_at', memberId: number): number {
  const last = oneRow(db.prepare<unknown[], number | null>(`SELECT MAX(${column}) FROM ${table} WHERE member_id = ?`).pluck().get(memberId));
  return Math.max(Date.now(), (last ?? 0) + 1);
}

export function addFavourite(db: Db, memberId: number, nodeId: number) {
  db.prepare('INSERT OR IGNORE INTO favourite_games (member_id, node_id, created_at) VALUES (?, ?, ?)').run(
    memberId,
    nodeId,
    nextStamp(db, 'favourite_games', 'created_at', memberId),
  );
}

export function removeFavourite(db: Db, memberId: number, nodeId: number) {
  db.prepare('DELETE FROM favourite_games WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
}

const FAVOURITES = `FROM favourite_games f JOIN games g ON g.node_id = f.node_id
  JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = g.vendor_code
  WHERE f.member_id = ? AND (? IS NULL OR g.game_type = ?)`;

export function favouriteIds(db: Db, merchant: string, memberId: number): number[] {
  return db.prepare<unknown[], number>(`SELECT f.node_id ${FAVOURITES} ORDER BY f.created_at DESC, f.node_id DESC`).pluck().all(merchant, memberId, null, null);
}

export type Page = { pageNo: number; pageSize: number };
const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/** Newest favourite first. */
export function favouritePage(db: Db, merchant: string, memberId: number, gameType: string | null, page: Page): { rows: GameRow[]; total: number } {
  const params = [merchant, memberId, gameType, gameType];
  const total = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) ${FAVOURITES}`)
      .pluck()
      .get(...params),
  );
  const rows = db
    .prepare<unknown[], GameRow>(`SELECT ${GAME_COLUMNS} ${FAVOURITES} ORDER BY f.created_at DESC, f.node_id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, offsetOf(page));
  return { rows, total };
}

/** How many recent games a member keeps: the lobby shows a few pages at most. */
const RECENT_KEPT = 100;

export function recordRecent(db: Db, memberId: number, nodeId: number) {
  db.prepare(
    'INSERT INTO recent_games (member_id, node_id, launched_at) VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = excluded.launched_at',
  ).run(memberId, nodeId, nextStamp(db, 'recent_games', 'launched_at', memberId));
  db.prepare(
    `DELETE FROM recent_games WHERE member_id = ? AND node_id NOT IN
       (SELECT node_id FROM recent_games WHERE member_id = ? ORDER BY launched_at DESC LIMIT ${RECENT_KEPT})`,
  ).run(memberId, memberId);
}

const RECENT = `FROM recent_games r JOIN games g ON g.node_id = r.node_id
  JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = g.vendor_code
  WHERE r.member_id = ? AND (? IS NULL OR g.vendor_code = ?) AND (? IS NULL OR g.game_type = ?)`;

/** Newest launch first; a game appears once (the table keeps one row per game). */
export function recentPage(
  db: Db,
  merchant: string,
  memberId: number,
  filter: { vendor: string | null; gameType: string | null },
  page: Page,
): { rows: GameRow[]; total: number } {
  const params = [merchant, memberId, filter.vendor, filter.vendor, filter.gameType, filter.gameType];
  const total = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) ${RECENT}`)
      .pluck()
      .get(...params),
  );
  const rows = db
    .prepare<unknown[], GameRow>(`SELECT ${GAME_COLUMNS} ${RECENT} ORDER BY r.launched_at DESC LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, offsetOf(page));
  return { rows, total };
}

/** A lottery launch that names a game remembers it for the lottery lobby's "recent" row. */
export function recordRecentLottery(db: Db, memberId: number, gameCode: string) {
  const last = oneRow(db.prepare<unknown[], number | null>('SELECT MAX(played_at) FROM recent_lottery_games WHERE member_id = ?').pluck().get(memberId));
  db.prepare(
    'INSERT INTO recent_lottery_games (member_id, game_code, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = excluded.played_at',
  ).run(memberId, gameCode, Math.max(Date.now(), (last ?? 0) + 1));
}

export function recentLotteryCodes(db: Db, memberId: number, limit: number): string[] {
  return db
    .prepare<unknown[], string>('SELECT game_code FROM recent_lottery_games WHERE member_id = ? ORDER BY played_at DESC LIMIT ?')
    .pluck()
    .all(memberId, limit);
}

export function merchantVendors(db: Db, merchant: string): Set<string> {
  return new Set(db.prepare<unknown[], string>('SELECT vendor_code FROM merchant_vendors WHERE merchant = ?').pluck().all(merchant));
}
