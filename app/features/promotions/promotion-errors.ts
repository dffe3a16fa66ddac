import { errorMessageKey } from '~/platform-client/error-messages';
import { isOutage, isPlatformError } from '~/platform-client/errors';

/** Platform codes of the promotion calls that the player reads in the site's own words (decision 017). */
const PROMOTION_CODES = [
  'promotion.not.found', 'promotion.not.started', 'promotion.closed', 'promotion.not.eligible', 'promotion.action.invalid', 'promotion.joined',
  'promotion.claimed', 'promotion.target.not.met', 'promotion.applied', 'application.comment.required', 'application.comment.too.long',
  'application.images.too.many', 'application.image.not.found', 'upload.invalid', 'upload.too.large', 'upload.limit', 'request.duplicate', 'account.trial',
] as const;

/** `promotion.not.eligible` → `promotions.errors.promotion_not_eligible`. */
export const promotionErrorKey = (code: string) => `promotions.errors.${code.replace(/\./g, '_')}`;

/** A refused application carries the `comment` the player typed, so the form comes back filled. */
export type ActionResult = { ok: true; notice: string; id: number } | { ok: false; error: string; id: number | null; status: number; comment?: string };

/**
 * What an action shows when the platform said no or could not answer. A second claim or join of the same
 * thing (a replay, a double click, another tab) reads as "already done": nothing happened twice.
 */
export function promotionFailureOf(error: unknown, id: number | null): Extract<ActionResult, { ok: false }> {
  if (isOutage(error)) return { ok: false, error: 'errors.unavailable.message', id, status: 503 };
  if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
  const code = error.details.errorCode ?? '';
  const known = (PROMOTION_CODES as readonly string[]).includes(code);
  const status = code === 'request.duplicate' || code === 'promotion.claimed' || code === 'promotion.joined' || code === 'promotion.applied' ? 409
    : code === 'account.trial' ? 403 : code === 'promotion.not.found' ? 404 : code === 'upload.too.large' ? 413 : code === 'upload.quota' ? 429 : 400;
  return { ok: false, error: known ? promotionErrorKey(code) : errorMessageKey(error), id, status };
}
