import { isOutage, isPlatformError } from '~/platform-client/errors';
import { errorMessageKey } from '~/platform-client/error-messages';

/** Platform codes of the reward calls the player gets in the site's own words (decision 014). */
const REWARD_CODES = [
  'reward.not.found', 'reward.claimed', 'reward.expired', 'raffle.not.found', 'raffle.not.eligible', 'raffle.drawn', 'rebate.nothing',
  'mission.not.found', 'mission.not.complete', 'mission.claimed', 'request.duplicate', 'account.trial',
] as const;

export type ClaimResult =
  | { ok: true; notice: string; amountMinor: number }
  | { ok: false; error: string; status: number };

/** `mission.not.complete` → `rewards.errors.mission_not_complete`. */
export const rewardErrorKey = (code: string) => `rewards.errors.${code.replace(/\./g, '_')}`;

/**
 * What a claim form shows when the platform said no or could not answer. A second claim of something
 * already paid (a replay, a double click, another tab) reads as "already claimed": nothing moved twice.
 */
export function claimFailureOf(error: unknown): { ok: false; error: string; status: number } {
  if (isOutage(error)) return { ok: false, error: 'errors.unavailable.message', status: 503 };
  if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
  const code = error.details.errorCode ?? '';
  const known = (REWARD_CODES as readonly string[]).includes(code);
  const status = code === 'request.duplicate' || code.endsWith('.claimed') || code === 'raffle.drawn' ? 409 : code === 'account.trial' ? 403 : 400;
  return { ok: false, error: known ? rewardErrorKey(code) : errorMessageKey(error), status };
}
