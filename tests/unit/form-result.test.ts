import { describe, expect, it } from 'vitest';
import { formError, formOk, formRefused } from '~/lib/form-result.server';

describe('form results', () => {
  it('a refused form is a 400 with its field messages, the numbers for them and the values typed', () => {
    const refused = formError({ amount: 'cashier.errors.amount_below_min' }, { params: { min: '$ 10.00' }, values: { amount: '5' } });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({ ok: false, errors: { amount: 'cashier.errors.amount_below_min' }, params: { min: '$ 10.00' }, values: { amount: '5' } });
  });

  it('keeps what tells forms apart (an intent) and leaves out what was not given', () => {
    const refused = formError({ form: 'cashier.errors.form_invalid' }, { intent: 'withdraw', status: 413 });
    expect(refused.init?.status).toBe(413);
    expect(refused.data).toEqual({ ok: false, errors: { form: 'cashier.errors.form_invalid' }, intent: 'withdraw' });
  });

  it("a platform refusal lands on the form (or the named field) with the refusal's status and numbers", () => {
    const failure = { key: 'cashier.errors.payment_password_invalid', status: 409, params: { attemptsLeft: 2 } };
    expect(formRefused(failure, { values: { amount: '20' } })).toMatchObject({
      data: { ok: false, errors: { form: failure.key }, params: failure.params, values: { amount: '20' } },
      init: { status: 409 },
    });
    const onField = formRefused(failure, { field: 'paymentPassword' });
    expect(onField.data).toEqual({ ok: false, errors: { paymentPassword: failure.key }, params: failure.params });
    expect(onField.data).not.toHaveProperty('field');
  });

  it('a form that went through is ok with what the page says of it, and its headers', () => {
    const done = formOk({ notice: 'cashier.deposit.cancelled' }, { headers: { 'Set-Cookie': 'a=b' } });
    expect(done.data).toEqual({ ok: true, notice: 'cashier.deposit.cancelled' });
    expect(new Headers(done.init?.headers).get('Set-Cookie')).toBe('a=b');
  });
});
