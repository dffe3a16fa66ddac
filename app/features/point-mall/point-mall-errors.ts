import { errorMessageKey } from '~/platform-client/error-messages';
import { isOutage, isPlatformError } from '~/platform-client/errors';

/** Platform refusals of the point mall the player reads in the site's own words (decision 018). */
const POINT_CODES = [
  'points.insufficient', 'points.invalid', 'points.below.min', 'points.step', 'item.not.found', 'item.out.of.stock', 'item.limit.reached',
  'payment.password.required', 'request.duplicate', 'account.trial',
] as const;
/** The payment password's refusals are the cashier's, worded once for every form that asks it. */
const CASHIER_CODES = ['payment.password.invalid', 'payment.password.locked', 'payment.password.format'] as const;

export type MallFailure = { key: string; params: Record<string, string | number>; status: 400 | 403 | 404 | 409 | 503; field: 'paymentPassword' | 'points' | 'form' };

/** `item.out.of.stock` → `pointMall.errors.item_out_of_stock`. */
export const mallErrorKey = (code: string) => `pointMall.errors.${code.replace(/\./g, '_')}`;

/**
 * What a redeem or convert form shows when the platform said no or could not answer; a session that
 * ended (and anything that is not the platform's) is thrown on. Params carry the platform's numbers.
 */
export function mallFailureOf(error: unknown): MallFailure {
  if (isOutage(error)) return { key: 'errors.unavailable.message', params: {}, status: 503, field: 'form' };
  if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
  const code = error.details.errorCode ?? '';
  const params: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries((error.details.value ?? {}) as Record<string, unknown>)) if (typeof raw === 'number' || typeof raw === 'string') params[key] = raw;
  const status = code === 'request.duplicate' ? 409 : code === 'account.trial' ? 403 : code === 'item.not.found' ? 404 : 400;
  if ((CASHIER_CODES as readonly string[]).includes(code)) return { key: `cashier.errors.${code.replace(/\./g, '_')}`, params, status, field: 'paymentPassword' };
  const key = (POINT_CODES as readonly string[]).includes(code) ? mallErrorKey(code) : errorMessageKey(error);
  return { key, params, status, field: code.startsWith('points.') ? 'points' : 'form' };
}
