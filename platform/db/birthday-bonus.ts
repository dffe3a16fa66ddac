import { dayOf } from './calendar';
import { isModuleOn } from './merchants';
import type { Db } from './db';
import { offerReward } from './rewards';
import { syncVipLevel, vipLevels } from './vip';

const BIRTHDAY = /^\d{4}-(\d{2}-\d{2})$/;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The VIP table's birthday bonus: on the member's birthday, a local day in the brand's zone (29 February
 * falls on the 28th in other years), their level's bonus waits in the reward centre, once a year, with the
 * upgrade bonus's turnover (1×). Offered when the member's rewards or badges are read that day.
 */
export function offerBirthdayBonus(db: Db, merchant: string, memberId: number, now = Date.now()): number | null {
  const zone = db.prepare<unknown[], string>('SELECT time_zone FROM cashier_settings WHERE merchant = ?').pluck().get(merchant);
  const extra = db.prepare<unknown[], string>('SELECT extra FROM members WHERE id = ? AND merchant = ?').pluck().get(memberId, merchant);
  if (!zone || !extra) return null;
  const born = BIRTHDAY.exec(String((JSON.parse(extra) as { birthday?: unknown }).birthday ?? ''))?.[1];
  const today = dayOf(zone, now);
  const year = Number(today.slice(0, 4));
  const birthday = born === '02-29' && !isLeap(year) ? '02-28' : born;
  // Read on every page's badges: the cheap date test comes before the programme's.
  if (birthday !== today.slice(5) || !isModuleOn(db, merchant, 'VIP3')) return null;
  const level = vipLevels(db, merchant).find((l) => l.level === syncVipLevel(db, merchant, memberId, now));
  if (!level || level.benefits.birthdayBonusMinor <= 0) return null;
  return offerReward(db, {
    merchant,
    memberId,
    kind: 'VIP',
    title: `${level.name} birthday bonus`,
    amountMinor: level.benefits.birthdayBonusMinor,
    turnoverMultiplier: 1,
    sourceKey: `birthday:${memberId}:${year}`,
    at: now,
  });
}
