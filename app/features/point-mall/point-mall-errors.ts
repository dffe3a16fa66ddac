import { codeKey, codeKeys, refusal } from '~/platform-client/refusal';

/** Platform refusals of the point mall the player reads in the site's own words (decision 018). */
const POINT_CODES = [
  'points.insufficient',
  'points.invalid',
  'points.below.min',
  'points.step',
  'item.not.found',
  'item.out.of.stock',
  'item.limit.reached',
  'payment.password.required',
  'request.duplicate',
  'account.trial',
] as const;
/** The payment password's refusals are the cashier's, worded once for every form that asks it. */
const CASHIER_CODES = ['payment.password.invalid', 'payment.password.locked', 'payment.password.format'] as const;

export type MallFailure = { key: string; params: Record<string, string | number>; status: number; field: 'paymentPassword' | 'points' | 'form' };

/** `item.out.of.stock` → `pointMall.errors.item_out_of_stock`. */
export const mallErrorKey = (code: string) => codeKey('pointMall.errors', code);

const mallCodes = { ...codeKeys('pointMall.errors', POINT_CODES), ...codeKeys('cashier.errors', CASHIER_CODES) };

/**
 * What a redeem or convert form shows when the platform said no or could not answer; a session that
 * ended (and anything that is not the platform's) is thrown on. Params carry the platform's numbers.
 */
export function mallFailureOf(error: unknown): MallFailure {
  const { code, key, params, status } = refusal(error, { codes: mallCodes });
  const field = (CASHIER_CODES as readonly string[]).includes(code) ? 'paymentPassword' : code.startsWith('points.') ? 'points' : 'form';
  return { key, params, status, field };
}
