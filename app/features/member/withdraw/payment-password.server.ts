import * as v from 'valibot';
import type { PlatformClient } from '~/platform-client/client.server';
import { cashierFailureOf, cashierKey } from '~/features/cashier/cashier-errors';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';

export type PaymentPasswordOutcome = { ok: true } | { ok: false; errors: Record<string, string>; params?: Record<string, string | number>; status: number };

/**
 * Sets the six-digit payment password (with the login password the first time) or changes it (with
 * the old one): the one check and call the withdraw page and My account share.
 */
export async function setPaymentPasswordFrom(client: PlatformClient, fields: Record<string, string>): Promise<PaymentPasswordOutcome> {
  const { paymentPassword = '', confirmPaymentPassword = '', loginPassword = '', oldPaymentPassword = '' } = fields;
  if (!PAYMENT_PASSWORD.test(paymentPassword)) return { ok: false, errors: { paymentPassword: cashierKey('payment.password.format') }, status: 400 };
  if (paymentPassword !== confirmPaymentPassword)
    return { ok: false, errors: { confirmPaymentPassword: 'cashier.errors.payment_password_mismatch' }, status: 400 };
  if (!loginPassword && !oldPaymentPassword) return { ok: false, errors: { loginPassword: 'validation.required' }, status: 400 };
  const body = oldPaymentPassword
    ? { oldPaymentPassword: oldPaymentPassword.slice(0, 20), paymentPassword }
    : { loginPassword: loginPassword.slice(0, 100), paymentPassword };
  try {
    await client.call('setPaymentPassword', v.unknown(), { body });
    return { ok: true };
  } catch (error) {
    const failure = cashierFailureOf(error);
    return { ok: false, errors: { form: failure.key }, params: failure.params, status: failure.status };
  }
}
