import type { Db } from './db';

/** Vendors whose card games are played at tables (rooms); the other PVP vendors open their lobby. */
export const ROOM_VENDORS = ['KM', 'V8'] as const;
/** Games per room vendor that have tables. */
const GAMES_WITH_ROOMS = 3;

const TIERS = [
  { tier: 'BEGINNER', stakeBets: 1, entryBets: 20 },
  { tier: 'STANDARD', stakeBets: 5, entryBets: 100 },
  { tier: 'HIGH', stakeBets: 25, entryBets: 500 },
] as const;
type Tier = (typeof TIERS)[number]['tier'];

const TIER_NAMES: Record<Tier, Record<string, string>> = {
  BEGINNER: { EN: 'Beginner table', CN: '新手场', VI: 'Bàn tập sự', TH: 'โต๊ะมือใหม่', JA: '初心者テーブル', TY: 'Mesa ng baguhan' },
  STANDARD: { EN: 'Standard table', CN: '标准场', VI: 'Bàn tiêu chuẩn', TH: 'โต๊ะมาตรฐาน', JA: 'スタンダードテーブル', TY: 'Karaniwang mesa' },
  HIGH: { EN: 'High-roller table', CN: '高额场', VI: 'Bàn cao thủ', TH: 'โต๊ะไฮโรลเลอร์', JA: 'ハイローラーテーブル', TY: 'Mesa ng high roller' },
};

/** A room counts a player as seated for this long after their launch into it. */
export const SEATED_MS = 15 * 60_000;

/** The tables of the room vendors' first games (catalogue order); once, after the catalogue. */
export function seedPvpRooms(db: Db) {
  if (db.prepare('SELECT 1 FROM pvp_rooms LIMIT 1').get()) return;
  const insert = db.prepare('INSERT INTO pvp_rooms (vendor_code, node_id, tier, stake_bets, entry_bets, sort) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const vendor of ROOM_VENDORS) {
      const games = db
        .prepare<unknown[], number>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'PVP' ORDER BY sort LIMIT ?")
        .pluck()
        .all(vendor, GAMES_WITH_ROOMS);
      games.forEach((nodeId, g) => TIERS.forEach((t, i) => insert.run(vendor, nodeId, t.tier, t.stakeBets, t.entryBets, g * TIERS.length + i)));
    }
  })();
}

export type RoomRow = {
  id: number;
  vendor_code: string;
  node_id: number;
  tier: Tier;
  stake_bets: number;
  entry_bets: number;
  name_en: string;
  min_bet: number;
};

const ROOM_COLUMNS = 'r.id, r.vendor_code, r.node_id, r.tier, r.stake_bets, r.entry_bets, g.name_en, g.min_bet';

/** The rooms of the merchant's vendors (one vendor when asked), in the vendors' order. */
export function merchantRooms(db: Db, merchant: string, vendor: string | null): RoomRow[] {
  return db
    .prepare<unknown[], RoomRow>(
      `SELECT ${ROOM_COLUMNS} FROM pvp_rooms r JOIN games g ON g.node_id = r.node_id
       JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = r.vendor_code
       WHERE (? IS NULL OR r.vendor_code = ?) ORDER BY r.vendor_code, r.sort`,
    )
    .all(merchant, vendor, vendor);
}

/** One room of a game the merchant offers, or null. */
export function roomOfGame(db: Db, merchant: string, roomId: number, nodeId: number): RoomRow | null {
  return (
    db
      .prepare<unknown[], RoomRow>(
        `SELECT ${ROOM_COLUMNS} FROM pvp_rooms r JOIN games g ON g.node_id = r.node_id JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = r.vendor_code WHERE r.id = ? AND r.node_id = ?`,
      )
      .get(merchant, roomId, nodeId) ?? null
  );
}

/** Players seated per room: distinct members who launched into it within the last SEATED_MS. */
export function seatedCounts(db: Db, roomIds: number[], now = Date.now()): Map<number, number> {
  if (!roomIds.length) return new Map();
  const rows = db
    .prepare<unknown[], { room_id: number; n: number }>(
      `SELECT room_id, COUNT(DISTINCT member_id) AS n FROM launch_tokens WHERE room_id IN (${roomIds.map(() => '?').join(',')}) AND created_at > ? GROUP BY room_id`,
    )
    .all(...roomIds, now - SEATED_MS);
  return new Map(rows.map((r) => [r.room_id, r.n]));
}

export const roomName = (tier: Tier, chain: string[]) => chain.map((l) => TIER_NAMES[tier][l]).find(Boolean) ?? TIER_NAMES[tier].EN!;
