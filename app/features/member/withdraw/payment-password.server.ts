import * as v from 'valibot';
import type { PlatformClient } from '~/platform-client/client.server';
import { cashierFailureOf, cashierKey } from '~/features/cashier/cashier-errors';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';
import type { FieldErrors, MessageParams } from '~/lib/form-result.server';

/** Why the password was not set: each field's message, the message's numbers, the status the form answers. */
export type PaymentPasswordRefused = { errors: FieldErrors; params?: MessageParams; status: number };

/**
 * Sets the six-digit payment password (with the login password the first time) or changes it (with
 * the old one): the one check and call the withdraw page and My account share. Null once it is set.
 */
export async function setPaymentPasswordFrom(client: PlatformClient, fields: Record<string, string>): Promise<PaymentPasswordRefused | null> {
  const { paymentPassword = '', confirmPaymentPassword = '', loginPassword = '', oldPaymentPassword = '' } = fields;
  if (!PAYMENT_PASSWORD.test(paymentPassword)) return { errors: { paymentPassword: cashierKey('payment.password.format') }, status: 400 };
  if (paymentPassword !== confirmPaymentPassword) return { errors: { confirmPaymentPassword: 'cashier.errors.payment_password_mismatch' }, status: 400 };
  if (!loginPassword && !oldPaymentPassword) return { errors: { loginPassword: 'validation.required' }, status: 400 };
  const body = oldPaymentPassword
    ? { oldPaymentPassword: oldPaymentPassword.slice(0, 20), paymentPassword }
    : { loginPassword: loginPassword.slice(0, 100), paymentPassword };
  try {
    await client.call('setPaymentPassword', v.unknown(), { body });
    return null;
  } catch (error) {
    const failure = cashierFailureOf(error);
    return { errors: { form: failure.key }, params: failure.params, status: failure.status };
  }
}
