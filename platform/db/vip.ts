import type { Db } from './db';
import { oneRow } from './one-row';
import { offerReward } from './rewards';

/**
 * VIP levels: a member reaches a level when their cumulative credited deposits AND valid bets reach its
 * thresholds. Levels only go up by play (an operator may set any level); each level passed by play
 * offers its upgrade bonus once, as a claimable reward.
 */
type LevelRow = {
  level: number;
  name: string;
  deposit_minor: number;
  valid_bet_minor: number;
  upgrade_bonus_minor: number;
  birthday_bonus_minor: number;
  daily_withdraw_count: number;
  daily_withdraw_minor: number;
  dedicated_host: number;
  brand_count_limit: number | null;
  brand_amount_limit_minor: number | null;
};

/**
 * The levels and their benefits: the one source of what the VIP table shows and the platform keeps to.
 * The daily withdrawal count and amount are the level's own, or the brand's cashier limit where the
 * level leaves one at 0.
 */
export function vipLevels(db: Db, merchant: string) {
  const rows = db
    .prepare<unknown[], LevelRow>(
      `SELECT v.*, c.daily_count_limit AS brand_count_limit, c.daily_amount_limit_minor AS brand_amount_limit_minor
         FROM vip_levels v LEFT JOIN cashier_settings c ON c.merchant = v.merchant WHERE v.merchant = ? ORDER BY v.level`,
    )
    .all(merchant);
  return rows.map((r) => ({
    level: r.level,
    name: r.name,
    depositMinor: r.deposit_minor,
    validBetMinor: r.valid_bet_minor,
    benefits: {
      upgradeBonusMinor: r.upgrade_bonus_minor,
      birthdayBonusMinor: r.birthday_bonus_minor,
      dailyWithdrawCount: r.daily_withdraw_count || (r.brand_count_limit ?? 0),
      dailyWithdrawMinor: r.daily_withdraw_minor || (r.brand_amount_limit_minor ?? 0),
      dedicatedHost: r.dedicated_host === 1,
    },
  }));
}
export type VipLevel = ReturnType<typeof vipLevels>[number];

export function vipTotals(db: Db, memberId: number): { depositMinor: number; validBetMinor: number } {
  const depositMinor = oneRow(
    db.prepare<unknown[], number>("SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE member_id = ? AND status = 'CREDITED'").pluck().get(memberId),
  );
  const validBetMinor = oneRow(
    db.prepare<unknown[], number>("SELECT COALESCE(SUM(valid_bet_minor), 0) FROM bet_records WHERE member_id = ? AND status = 'SETTLED'").pluck().get(memberId),
  );
  return { depositMinor, validBetMinor };
}

/** Raises the member to the highest level their play has reached, offering each passed level's bonus. */
export function syncVipLevel(db: Db, merchant: string, memberId: number, now = Date.now()): number {
  return db
    .transaction(() => {
      const current = oneRow(db.prepare<unknown[], number>('SELECT vip_level FROM members WHERE id = ?').pluck().get(memberId), "the member's VIP level");
      const levels = vipLevels(db, merchant);
      const totals = vipTotals(db, memberId);
      const reached = levels
        .filter((l) => totals.depositMinor >= l.depositMinor && totals.validBetMinor >= l.validBetMinor)
        .reduce((top, l) => Math.max(top, l.level), 0);
      if (reached <= current) return current;
      db.prepare('UPDATE members SET vip_level = ? WHERE id = ?').run(reached, memberId);
      for (const l of levels) {
        if (l.level <= current || l.level > reached || l.benefits.upgradeBonusMinor <= 0) continue;
        offerReward(db, {
          merchant,
          memberId,
          kind: 'VIP',
          title: `${l.name} upgrade bonus`,
          amountMinor: l.benefits.upgradeBonusMinor,
          turnoverMultiplier: 1,
          sourceKey: `vip:${memberId}:${l.level}`,
          at: now,
        });
      }
      return reached;
    })
    .immediate();
}

/** `MCSFE_getPlayerRankProgress`: the level, the next one, what is left for it, and every level's benefits. */
export function rankProgress(db: Db, merchant: string, memberId: number) {
  const level = syncVipLevel(db, merchant, memberId);
  const levels = vipLevels(db, merchant);
  const totals = vipTotals(db, memberId);
  const current = levels.find((l) => l.level === level) ?? levels[0] ?? null;
  const next = levels.find((l) => l.level > level) ?? null;
  return {
    level,
    current,
    next,
    depositMinor: totals.depositMinor,
    validBetMinor: totals.validBetMinor,
    depositLeftMinor: next ? Math.max(0, next.depositMinor - totals.depositMinor) : 0,
    validBetLeftMinor: next ? Math.max(0, next.validBetMinor - totals.validBetMinor) : 0,
    levels,
  };
}

/** The operator's override (`vip set`): any seeded level, up or down, without upgrade bonuses. */
export function setVipLevel(db: Db, merchant: string, memberId: number, level: number): boolean {
  if (!db.prepare('SELECT 1 FROM vip_levels WHERE merchant = ? AND level = ?').get(merchant, level)) return false;
  return db.prepare('UPDATE members SET vip_level = ? WHERE id = ? AND merchant = ?').run(level, memberId, merchant).changes === 1;
}
