import type { Db } from './db';

/** What a brand gives away besides deposit promotions (reward_settings); a brand without a row gives nothing. */
export type RewardSettings = {
  signupRewardMinor: number;
  signupTurnoverMultiplier: number;
  referralBonusMinor: number;
  referralMinDepositMinor: number;
  rewardDays: number;
};

export function rewardSettings(db: Db, merchant: string): RewardSettings {
  const row = db
    .prepare<
      unknown[],
      { signup_reward_minor: number; signup_turnover_multiplier: number; referral_bonus_minor: number; referral_min_deposit_minor: number; reward_days: number }
    >('SELECT * FROM reward_settings WHERE merchant = ?')
    .get(merchant);
  return {
    signupRewardMinor: row?.signup_reward_minor ?? 0,
    signupTurnoverMultiplier: row?.signup_turnover_multiplier ?? 0,
    referralBonusMinor: row?.referral_bonus_minor ?? 0,
    referralMinDepositMinor: row?.referral_min_deposit_minor ?? 0,
    rewardDays: row?.reward_days ?? 30,
  };
}
