import type { Db } from './db';
import { countValidBet } from './turnover';

/** The statement's game types; the lobby's ELOTT lanes are lottery there. */
export const RECORD_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;
export type RecordGameType = (typeof RECORD_GAME_TYPES)[number];
export const recordGameType = (lobbyType: string): RecordGameType =>
  lobbyType === 'ELOTT' ? 'LOTT' : (RECORD_GAME_TYPES as readonly string[]).includes(lobbyType) ? (lobbyType as RecordGameType) : 'RNG';

export type BetRecordInput = {
  merchant: string;
  memberId: number;
  placedAt: number;
  settledAt: number | null;
  gameType: RecordGameType;
  vendor: string;
  gameName: string;
  nodeId: number | null;
  stakeMinor: number;
  winMinor: number;
  status: 'SETTLED' | 'OPEN' | 'CANCELLED';
  transactionId: number | null;
};

/** Writes a bet; a settled one is valid for its whole stake and counts towards turnover at once. */
export function recordBet(db: Db, bet: BetRecordInput): number {
  const valid = bet.status === 'SETTLED' ? bet.stakeMinor : 0;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status, transaction_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      bet.merchant,
      bet.memberId,
      bet.placedAt,
      bet.settledAt,
      bet.gameType,
      bet.vendor,
      bet.gameName,
      bet.nodeId,
      bet.stakeMinor,
      bet.winMinor,
      valid,
      bet.status,
      bet.transactionId,
    );
  countValidBet(db, bet.memberId, valid, bet.settledAt ?? bet.placedAt);
  return Number(lastInsertRowid);
}
