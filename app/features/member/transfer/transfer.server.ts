import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors, type MessageParams } from '~/lib/form-result.server';
import { formatMinor, parseAmount } from '~/lib/money';
import { TransferResultSchema, UplineTransferInfoSchema } from '~/platform-client/schemas/cashier';
import { cashierFailureOf, cashierKey } from '~/features/cashier/cashier-errors';
import { checkingRedirect, moneyIntentFor, sendMoneyMove } from '~/features/cashier/money-intent.server';
import { REQUEST_ID } from '~/lib/request-id';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';
import { readWallet, walletMinor } from '~/features/cashier/wallet.server';
import { keptMerchantWallet, keptUplineTransfer, keptWallet, keptWithdrawSettings } from '~/features/cashier/kept-reads.server';

const fail = (errors: FieldErrors, status = 400, params?: MessageParams, values?: Record<string, string>) => formError(errors, { status, params, values });
const done = (notice: string, params?: MessageParams) => formOk({ notice, params });

/** `/member/transferFund`: one wallet, or the main wallet and a wallet per game vendor with transfers between them. */
export async function transferFundLoader({ context }: LoaderFunctionArgs) {
  const [mode, wallet, intent] = await Promise.all([keptMerchantWallet(context), keptWallet(context), moneyIntentFor(context, 'transferFund')]);
  return {
    isSingle: mode.isSingle,
    autoTransfer: mode.autoTransfer,
    main: walletMinor(wallet, 'MAIN'),
    vendors: mode.vendors.map((vendor) => ({ ...vendor, minor: walletMinor(wallet, vendor.code, vendor.name) })),
    requestId: intent.requestId,
    intentOutcome: intent.outcome,
  };
}

const WalletCode = v.pipe(v.string(), v.regex(/^(MAIN|[A-Za-z0-9_]{1,30})$/));
export const TransferForm = formFields({ from: WalletCode, to: WalletCode, amount: v.pipe(v.string(), v.maxLength(40)) }, 'cashier.errors.form_invalid');
export const UplineTransferForm = formFields(
  { amount: v.pipe(v.string(), v.maxLength(40)), paymentPassword: v.string(), requestId: v.pipe(v.string(), v.regex(REQUEST_ID)) },
  'cashier.errors.form_invalid',
);

/** A transfer between two wallets, or everything back to the main wallet. */
export async function transferFundAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const requestId = v.safeParse(v.pipe(v.string(), v.regex(REQUEST_ID)), fields.requestId ?? '');
  if (!requestId.success) return fail({ form: 'cashier.errors.form_invalid' });
  const client = await context.platform();
  if (fields.intent === 'recallAll') {
    try {
      const sent = await sendMoneyMove(context, 'transferFund', requestId.output, (key) =>
        client.call('walletTransfer', TransferResultSchema, { body: { recallAll: true, requestId: key } }),
      );
      if (sent.state === 'pending') return checkingRedirect(request);
      return sent.state === 'booked' ? done(sent.notice, sent.params) : done('cashier.transfer.recalled');
    } catch (error) {
      const failure = cashierFailureOf(error);
      return fail({ form: failure.key }, failure.status, failure.params);
    }
  }
  const form = v.safeParse(TransferForm, fields);
  const values = { from: fields.from ?? '', to: fields.to ?? '', amount: (fields.amount ?? '').slice(0, 40) };
  if (!form.success) return fail({ form: 'cashier.errors.form_invalid' }, 400, undefined, values);
  const { from, to } = form.output;
  if (from === to) return fail({ to: 'cashier.errors.transfer_same_wallet' }, 400, undefined, values);
  const [wallet, site, mode] = await Promise.all([readWallet(context), context.site(), keptMerchantWallet(context)]);
  const amount = parseAmount(form.output.amount, wallet.exponent, site.language);
  if (!amount.ok) return fail({ amount: `cashier.errors.${amount.error.replace('.', '_')}` }, 400, undefined, values);
  const available = walletMinor(wallet, from, mode.vendors.find((vendor) => vendor.code === from)?.name);
  if (amount.minor > available) return fail({ amount: cashierKey('insufficient.balance') }, 400, undefined, values);
  try {
    const sent = await sendMoneyMove(context, 'transferFund', requestId.output, (key) =>
      client.call('walletTransfer', TransferResultSchema, { body: { from, to, amountMinor: amount.minor, requestId: key } }),
    );
    if (sent.state === 'pending') return checkingRedirect(request);
    if (sent.state === 'booked') return done(sent.notice, sent.params);
    return done('cashier.transfer.done', { amount: `${wallet.symbol} ${formatMinor(amount.minor, wallet.exponent, site.language)}` });
  } catch (error) {
    const failure = cashierFailureOf(error);
    return fail({ form: failure.key }, failure.status, failure.params, values);
  }
}

/** `/member/transferUpline`: money to the member's agent, when the agent allows it. */
export async function transferUplineLoader({ context }: LoaderFunctionArgs) {
  const [info, settings, intent] = await Promise.all([keptUplineTransfer(context), keptWithdrawSettings(context), moneyIntentFor(context, 'transferUpline')]);
  return { ...info, hasPaymentPassword: settings.hasPaymentPassword, requestId: intent.requestId, intentOutcome: intent.outcome };
}

export async function transferUplineAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const form = v.safeParse(UplineTransferForm, fields);
  const values = { amount: (fields.amount ?? '').slice(0, 40) };
  if (!form.success) return fail({ form: 'cashier.errors.form_invalid' }, 400, undefined, values);
  const [client, wallet, site] = await Promise.all([context.platform(), readWallet(context), context.site()]);
  const info = await client.call('uplineTransferInfo', UplineTransferInfoSchema);
  if (!info.allowed) return fail({ form: cashierKey('upline.transfer.not.allowed') });
  const amount = parseAmount(form.output.amount, wallet.exponent, site.language);
  if (!amount.ok) return fail({ amount: `cashier.errors.${amount.error.replace('.', '_')}` }, 400, undefined, values);
  const money = (minor: number) => `${wallet.symbol} ${formatMinor(minor, wallet.exponent, site.language)}`;
  if (amount.minor < info.minMinor) return fail({ amount: cashierKey('amount.below.min') }, 400, { min: money(info.minMinor) }, values);
  if (amount.minor > info.maxMinor) return fail({ amount: cashierKey('amount.above.max') }, 400, { max: money(info.maxMinor) }, values);
  if (!PAYMENT_PASSWORD.test(form.output.paymentPassword)) return fail({ paymentPassword: cashierKey('payment.password.format') }, 400, undefined, values);
  try {
    const sent = await sendMoneyMove(context, 'transferUpline', form.output.requestId, (requestId) =>
      client.call('transferToUpline', TransferResultSchema, { body: { amountMinor: amount.minor, paymentPassword: form.output.paymentPassword, requestId } }),
    );
    if (sent.state === 'pending') return checkingRedirect(request);
    if (sent.state === 'booked') return done(sent.notice, sent.params);
    return done('cashier.upline.done', { amount: money(amount.minor), name: info.uplineName ?? '' });
  } catch (error) {
    const failure = cashierFailureOf(error);
    const field = failure.key.includes('payment_password') ? 'paymentPassword' : 'form';
    return fail({ [field]: failure.key }, failure.status, failure.params, values);
  }
}
