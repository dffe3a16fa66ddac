import { codeKey, codeKeys, refusal, type Refusal } from '~/platform-client/refusal';

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

export type CashierFailure = Refusal;

/** `payment.password.invalid` → `cashier.errors.payment_password_invalid`. */
export const cashierKey = (code: string) => codeKey('cashier.errors', code);

/** The cashier's codes and their words; other forms that ask the same things (agent, account) start from it. */
export const cashierCodes = codeKeys('cashier.errors', CASHIER_CODES);

/**
 * What a cashier form shows when the platform said no or could not answer; the session being gone
 * (and anything that is not the platform's) is thrown on.
 */
export function cashierFailureOf(error: unknown): CashierFailure {
  return refusal(error, { codes: cashierCodes });
}
