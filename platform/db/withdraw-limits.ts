import type { CashierSettings } from './cashier-settings';
import { isModuleOn } from './merchants';
import type { Db } from './db';
import { syncVipLevel, vipLevels } from './vip';

/**
 * How many withdrawals a member may ask for in a local day, and how much in all: their VIP level's
 * benefits (the numbers the VIP table shows) where the brand runs the VIP programme, else the brand's
 * cashier limits.
 */
export type WithdrawLimits = { dailyCountLimit: number; dailyAmountLimitMinor: number; vipLevel: { level: number; name: string } | null };

/** The member's limits now: their level is first raised to what their play has reached, as the VIP page does. */
export function memberWithdrawLimits(db: Db, member: { id: number; merchant: string }, cashier: CashierSettings): WithdrawLimits {
  const brand = { dailyCountLimit: cashier.dailyCountLimit, dailyAmountLimitMinor: cashier.dailyAmountLimitMinor, vipLevel: null };
  if (!isModuleOn(db, member.merchant, 'VIP3')) return brand;
  const level = syncVipLevel(db, member.merchant, member.id);
  const row = vipLevels(db, member.merchant).find((l) => l.level === level);
  if (!row) return brand;
  return {
    dailyCountLimit: row.benefits.dailyWithdrawCount,
    dailyAmountLimitMinor: row.benefits.dailyWithdrawMinor,
    vipLevel: { level: row.level, name: row.name },
  };
}
