import { codeKey, codeKeys, refusal, type Refusal } from '~/platform-client/refusal';

/** Platform codes of the reward calls the player gets in the site's own words (decision 014). */
const REWARD_CODES = [
  'reward.not.found',
  'reward.claimed',
  'reward.expired',
  'raffle.not.found',
  'raffle.not.eligible',
  'raffle.drawn',
  'rebate.nothing',
  'mission.not.found',
  'mission.not.complete',
  'mission.claimed',
  'request.duplicate',
  'account.trial',
] as const;

/** `mission.not.complete` → `rewards.errors.mission_not_complete`. */
export const rewardErrorKey = (code: string) => codeKey('rewards.errors', code);

const rewardCodes = codeKeys('rewards.errors', REWARD_CODES);

/**
 * What a claim form shows when the platform said no or could not answer. A second claim of something
 * already paid (a replay, a double click, another tab) reads as "already claimed": nothing moved twice.
 */
export function claimFailureOf(error: unknown): Refusal {
  return refusal(error, { codes: rewardCodes });
}
