import { errorMessageKey } from '~/platform-client/error-messages';
import { isOutage, isPlatformError } from '~/platform-client/errors';

/** Platform codes of the cashier the player gets in the site's own words (decision 011). */
const CASHIER_CODES = [
  'amount.invalid',
  'amount.below.min',
  'amount.above.max',
  'insufficient.balance',
  'request.duplicate',
  'channel.not.found',
  'promotion.not.eligible',
  'deposit.not.found',
  'deposit.not.cancellable',
  'withdraw.account.not.found',
  'withdraw.account.name.mismatch',
  'withdraw.account.duplicate',
  'withdraw.account.limit',
  'withdraw.limit.count',
  'withdraw.limit.amount',
  'withdraw.turnover.required',
  'payment.password.required',
  'payment.password.invalid',
  'payment.password.locked',
  'payment.password.format',
  'password.old.invalid',
  'transfer.wallet.unknown',
  'transfer.single.wallet',
  'upline.transfer.not.allowed',
  'withdraw.not.found',
  'withdraw.not.confirmable',
  'upload.invalid',
  'upload.too.large',
  'account.trial',
] as const;

export type CashierFailure = { key: string; params: Record<string, string | number>; status: 400 | 403 | 409 | 413 | 429 | 503 };

/** `payment.password.invalid` → `cashier.errors.payment_password_invalid`. */
export const cashierKey = (code: string) => `cashier.errors.${code.replace(/\./g, '_')}`;

/**
 * What a cashier form shows when the platform said no or could not answer; the session being gone
 * (and anything that is not the platform's) is thrown on. `params` carry the platform's numbers
 * (attempts left, a lock's end) for the message.
 */
export function cashierFailureOf(error: unknown): CashierFailure {
  if (isOutage(error)) return { key: 'errors.unavailable.message', params: {}, status: 503 };
  if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
  const code = error.details.errorCode ?? '';
  const value = (error.details.value ?? {}) as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(value)) if (typeof raw === 'number' || typeof raw === 'string') params[key] = raw;
  const known = (CASHIER_CODES as readonly string[]).includes(code);
  const status = code === 'request.duplicate' ? 409 : code === 'account.trial' ? 403 : code === 'upload.too.large' ? 413 : code === 'upload.quota' ? 429 : 400;
  return { key: known ? cashierKey(code) : errorMessageKey(error), params, status };
}
