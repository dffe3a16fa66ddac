import { codeKey, codeKeys, refusal, type Refusal } from '~/platform-client/refusal';

/** Platform codes of the promotion calls that the player reads in the site's own words (decision 017). */
const PROMOTION_CODES = [
  'promotion.not.found',
  'promotion.not.started',
  'promotion.closed',
  'promotion.not.eligible',
  'promotion.action.invalid',
  'promotion.joined',
  'promotion.claimed',
  'promotion.target.not.met',
  'promotion.applied',
  'application.comment.required',
  'application.comment.too.long',
  'application.images.too.many',
  'application.image.not.found',
  'upload.invalid',
  'upload.too.large',
  'upload.limit',
  'request.duplicate',
  'account.trial',
] as const;

/** `promotion.not.eligible` → `promotions.errors.promotion_not_eligible`. */
export const promotionErrorKey = (code: string) => codeKey('promotions.errors', code);

const promotionCodes = codeKeys('promotions.errors', PROMOTION_CODES);

/**
 * What an action shows when the platform said no or could not answer. A second claim or join of the same
 * thing (a replay, a double click, another tab) reads as "already done": nothing happened twice.
 */
export function promotionFailureOf(error: unknown): Refusal {
  return refusal(error, { codes: promotionCodes });
}
