import { cashierSettings } from './cashier-settings';
import { dayOf } from './calendar';
import type { Db } from './db';
import { postPoints } from './points-journal';
import { pointSettings } from './point-settings';

/**
 * Points earned from valid bets: settled bet records after the member's cursor earn one point per
 * `earnValidBetMinor` of valid bet, one journal row per local day of play. Valid bet short of a whole
 * point is carried to the next accrual, so ₱5 and ₱5 make the point ₱10 would. The rows, the cursor and
 * the carry are written in one transaction, and each row's key names the last bet it covers, so two
 * accruals at once (two tabs) earn once.
 */
export function accruePoints(db: Db, merchant: string, memberId: number): number {
  const settings = pointSettings(db, merchant);
  if (!settings) return 0;
  return db
    .transaction(() => {
      const cursor = db
        .prepare<unknown[], { last_bet_id: number; carry_minor: number }>('SELECT last_bet_id, carry_minor FROM point_earn_cursors WHERE member_id = ?')
        .get(memberId);
      const bets = db
        .prepare<unknown[], { id: number; at: number; valid: number }>(
          "SELECT id, COALESCE(settled_at, placed_at) AS at, valid_bet_minor AS valid FROM bet_records WHERE member_id = ? AND id > ? AND status = 'SETTLED' ORDER BY id",
        )
        .all(memberId, cursor?.last_bet_id ?? 0);
      if (!bets.length) return 0;
      const zone = cashierSettings(db, merchant).timeZone;
      let carry = cursor?.carry_minor ?? 0;
      let earned = 0;
      let day: { key: string; valid: number; lastId: number; at: number } | null = null;
      const close = () => {
        if (!day) return;
        const total = carry + day.valid;
        const points = Math.floor(total / settings.earnValidBetMinor);
        carry = total - points * settings.earnValidBetMinor;
        if (points > 0) {
          postPoints(db, {
            merchant,
            memberId,
            kind: 'EARN',
            points,
            idempotencyKey: `earn:${memberId}:${day.lastId}`,
            at: day.at,
            meta: { note: `Valid bets of ${day.key}`, day: day.key, validBetMinor: day.valid },
          });
          earned += points;
        }
      };
      for (const bet of bets) {
        const key = dayOf(zone, bet.at);
        if (day && day.key !== key) close();
        if (!day || day.key !== key) day = { key, valid: 0, lastId: bet.id, at: bet.at };
        day.valid += bet.valid;
        day.lastId = bet.id;
        day.at = Math.max(day.at, bet.at);
      }
      close();
      db.prepare(
        'INSERT INTO point_earn_cursors (member_id, last_bet_id, carry_minor) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET last_bet_id = excluded.last_bet_id, carry_minor = excluded.carry_minor',
      ).run(memberId, bets[bets.length - 1]!.id, carry);
      return earned;
    })
    .immediate();
}
