import { isModuleOn } from './merchants';
import { claimableMissions } from './missions';
import type { Db } from './db';
import { claimableRaffles } from './raffle';
import { availableRebate } from './rebate';
import { claimableRewards } from './rewards';

/**
 * What a member can claim now, for the member centre's badges: the reward centre counts its waiting
 * rewards, a raffle draw due today and a rebate above zero; missions count the completed, unclaimed ones.
 */
const merchantOf = (db: Db, memberId: number) => db.prepare<unknown[], string>('SELECT merchant FROM members WHERE id = ?').pluck().get(memberId);

export function claimableRewardCount(db: Db, memberId: number): number {
  const merchant = merchantOf(db, memberId);
  if (!merchant || !isModuleOn(db, merchant, 'REWCEN3')) return 0;
  const rebate = isModuleOn(db, merchant, 'REBATE3') && availableRebate(db, merchant, memberId) > 0 ? 1 : 0;
  return claimableRewards(db, memberId) + claimableRaffles(db, merchant, memberId) + rebate;
}

export function claimableMissionCount(db: Db, memberId: number): number {
  const merchant = merchantOf(db, memberId);
  return merchant ? claimableMissions(db, merchant, memberId) : 0;
}
