import type { Db } from './db';
import { CURRENCY_SCALE } from './seed-rewards-data';

/** The most a member of each demo VIP level withdraws in a local day, in Aurora's pesos; scaled per brand. */
const DAILY_WITHDRAW_PHP = [50_000, 100_000, 150_000, 200_000, 300_000, 500_000, 1_000_000, 2_000_000, 5_000_000];

/** Fills the amount only where the operator has set none, so their changes survive restarts. */
export function seedVipWithdrawLimits(db: Db) {
  const levels = db
    .prepare<unknown[], { merchant: string; level: number; currency: string }>(
      'SELECT v.merchant, v.level, c.currency FROM vip_levels v JOIN cashier_settings c ON c.merchant = v.merchant WHERE v.daily_withdraw_minor = 0',
    )
    .all();
  const update = db.prepare('UPDATE vip_levels SET daily_withdraw_minor = ? WHERE merchant = ? AND level = ?');
  db.transaction(() => {
    for (const l of levels) {
      const php = DAILY_WITHDRAW_PHP[Math.min(l.level, DAILY_WITHDRAW_PHP.length - 1)]!;
      update.run((CURRENCY_SCALE[l.currency] ?? ((x: number) => x))(php * 100), l.merchant, l.level);
    }
  })();
}
