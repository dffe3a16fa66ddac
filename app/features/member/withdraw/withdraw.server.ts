import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors, type MessageParams } from '~/lib/form-result.server';
import { readImageForm, uploadErrorKey, type UploadForm } from '~/lib/image-upload.server';
import { formatMinor, parseAmount } from '~/lib/money';
import { CreatedIdSchema, WithdrawalListSchema, WithdrawSettingsSchema } from '~/platform-client/schemas/cashier';
import { cashierFailureOf, cashierKey } from '~/features/cashier/cashier-errors';
import { checkingRedirect, moneyIntentFor, sendMoneyMove } from '~/features/cashier/money-intent.server';
import { REQUEST_ID } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { mainWalletMinor, readWallet } from '~/features/cashier/wallet.server';
import { setPaymentPasswordFrom } from './payment-password.server';
import { accountNumberProblem, providersFor } from './providers';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';
import { keptAwaitingConfirmation, keptWallet, keptWithdrawAccounts, keptWithdrawSettings } from '~/features/cashier/kept-reads.server';
import { sharedUploadRefusal } from '~/platform-client/upload-refusal';

const Id = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/));

/** `/member/withdraw`: limits, turnover, the payment password, receiving accounts, the form, and payouts to confirm. */
export async function withdrawLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const [settings, accounts, recent, toConfirm, wallet, intent] = await Promise.all([
    keptWithdrawSettings(context),
    keptWithdrawAccounts(context),
    client.call('withdrawals', WithdrawalListSchema, { query: { pageNo: 1, pageSize: 10 } }),
    keptAwaitingConfirmation(context),
    keptWallet(context),
    moneyIntentFor(context, 'withdraw'),
  ]);
  const withTimes = <T extends { id: string | number; createdAt: number; paidAt?: number | null; confirmBy?: number | null }>(w: T) => ({
    ...w,
    id: String(w.id),
    created: brandTime(w.createdAt, zone),
    paid: brandTime(w.paidAt, zone),
    confirmByText: brandTime(w.confirmBy, zone),
  });
  return {
    settings: { ...settings, lockedUntilText: brandTime(settings.paymentPasswordLockedUntil, zone) },
    accounts: accounts.map((a) => ({ ...a, id: String(a.id) })),
    withdrawals: recent.list.map(withTimes),
    toConfirm: toConfirm.map(withTimes),
    withdrawableMinor: mainWalletMinor(wallet),
    providers: providersFor(wallet.currency),
    requestId: intent.requestId,
    intentOutcome: intent.outcome,
  };
}

/** The page's forms tell their refusals apart by `intent`. */
const fail = (intent: string, errors: FieldErrors, status = 400, params?: MessageParams, values?: Record<string, string>) =>
  formError(errors, { intent, status, params, values });
const done = (notice: string, params?: MessageParams) => formOk({ notice, params });

/** Runs a platform call for an intent; a refusal or outage becomes the form's message. */
async function attempt(intent: string, field: string, work: () => Promise<unknown>, notice: string, values?: Record<string, string>) {
  try {
    await work();
    return done(notice);
  } catch (error) {
    const failure = cashierFailureOf(error);
    return fail(intent, { [field]: failure.key }, failure.status, failure.params, values);
  }
}

export const WithdrawForm = formFields(
  { accountId: Id, amount: v.pipe(v.string(), v.maxLength(40)), paymentPassword: v.string(), requestId: v.pipe(v.string(), v.regex(REQUEST_ID)) },
  'cashier.errors.form_invalid',
);
export const ConfirmReceiptForm = formFields(
  { id: Id, result: v.picklist(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED']), received: v.optional(v.pipe(v.string(), v.maxLength(40)), '') },
  'cashier.errors.form_invalid',
);
export const AddAccountForm = formFields(
  {
    type: v.picklist(['BANK', 'EWALLET']),
    provider: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60)),
    accountName: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80)),
    accountNumber: v.pipe(v.string(), v.trim(), v.maxLength(40)),
  },
  'cashier.errors.account_form',
);
async function withdraw({ request, context }: ActionFunctionArgs, fields: Record<string, string>) {
  const form = v.safeParse(WithdrawForm, fields);
  if (!form.success) return fail('withdraw', { form: 'cashier.errors.form_invalid' });
  const { accountId, amount, paymentPassword, requestId } = form.output;
  const values = { amount: amount.slice(0, 40), accountId };
  const [client, wallet, site] = await Promise.all([context.platform(), readWallet(context), context.site()]);
  const settings = await client.call('withdrawSettings', WithdrawSettingsSchema);
  const parsed = parseAmount(amount, wallet.exponent, site.language);
  if (!parsed.ok) return fail('withdraw', { amount: `cashier.errors.${parsed.error.replace('.', '_')}` }, 400, undefined, values);
  const money = (minor: number) => `${wallet.symbol} ${formatMinor(minor, wallet.exponent, site.language)}`;
  if (parsed.minor < settings.minMinor) return fail('withdraw', { amount: cashierKey('amount.below.min') }, 400, { min: money(settings.minMinor) }, values);
  if (parsed.minor > settings.maxMinor) return fail('withdraw', { amount: cashierKey('amount.above.max') }, 400, { max: money(settings.maxMinor) }, values);
  if (parsed.minor > mainWalletMinor(wallet)) return fail('withdraw', { amount: cashierKey('insufficient.balance') }, 400, undefined, values);
  if (!PAYMENT_PASSWORD.test(paymentPassword)) return fail('withdraw', { paymentPassword: cashierKey('payment.password.format') }, 400, undefined, values);
  try {
    const sent = await sendMoneyMove(context, 'withdraw', requestId, (key) =>
      client.call('withdraw', CreatedIdSchema, { body: { accountId, amountMinor: parsed.minor, paymentPassword, requestId: key } }),
    );
    if (sent.state === 'pending') return checkingRedirect(request);
    return sent.state === 'booked' ? done(sent.notice, sent.params) : done('cashier.withdraw.requested', { amount: money(parsed.minor) });
  } catch (error) {
    const failure = cashierFailureOf(error);
    const params = { ...failure.params };
    for (const key of ['requiredMinor', 'doneMinor'] as const)
      if (typeof params[key] === 'number') params[key.replace('Minor', '')] = money(params[key] as number);
    if (typeof params.lockedUntil === 'number') params.until = brandTime(params.lockedUntil, site.brand.timeZone);
    const field = failure.key.includes('payment_password') ? 'paymentPassword' : 'form';
    return fail('withdraw', { [field]: failure.key }, failure.status, params, values);
  }
}

/** Received, partly received, or not received (with a proof image, so the form comes multipart). */
async function confirm({ context }: ActionFunctionArgs, fields: Record<string, string>, upload: UploadForm | null) {
  const form = v.safeParse(ConfirmReceiptForm, fields);
  if (!form.success) return fail('confirm', { form: 'cashier.errors.form_invalid' });
  const { id, result } = form.output;
  const [client, wallet, site] = await Promise.all([context.platform(), readWallet(context), context.site()]);
  let receivedMinor: number | undefined;
  if (result === 'PARTIAL') {
    const parsed = parseAmount(form.output.received, wallet.exponent, site.language);
    if (!parsed.ok) return fail('confirm', { [`received-${id}`]: `cashier.errors.${parsed.error.replace('.', '_')}` });
    receivedMinor = parsed.minor;
  }
  try {
    if (result === 'NOT_RECEIVED') {
      if (!upload?.image)
        return fail(
          'confirm',
          { [`proof-${id}`]: uploadErrorKey(upload?.error ?? 'upload.missing', cashierKey) },
          upload?.error === 'upload.too.large' ? 413 : 400,
        );
      await client.call('uploadWithdrawProof', v.unknown(), { query: { id }, upload: upload.image });
    }
    await client.call('processC2CTransaction', v.unknown(), { body: { id, result, receivedMinor } });
    return done(`cashier.withdraw.confirmed.${result}`);
  } catch (error) {
    const shared = sharedUploadRefusal(error);
    if (shared) return fail('confirm', { [`proof-${id}`]: shared.key }, shared.status);
    const failure = cashierFailureOf(error);
    return fail('confirm', { [`confirm-${id}`]: failure.key }, failure.status, failure.params);
  }
}

/** Every withdraw-page form: the payment password, receiving accounts, the withdrawal, and confirming a payout. */
export async function withdrawAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (/^multipart\//i.test(request.headers.get('Content-Type') ?? '')) {
    const upload = await readImageForm(request, 'proof');
    return confirm(args, upload.fields, upload);
  }
  const fields = await readForm(request);
  const client = await context.platform();
  switch (fields.intent) {
    case 'confirm':
      return confirm(args, fields, null);
    case 'withdraw':
      return withdraw(args, fields);
    case 'setPaymentPassword': {
      const refused = await setPaymentPasswordFrom(client, fields);
      return refused ? fail('setPaymentPassword', refused.errors, refused.status, refused.params) : done('cashier.withdraw.passwordSet');
    }
    case 'addAccount': {
      // The provider list carries the kind: `BANK:BDO`, `EWALLET:GCash`.
      const [type = '', provider = ''] = (fields.provider ?? '').split(':', 2);
      const form = v.safeParse(AddAccountForm, { type, provider, accountName: fields.accountName, accountNumber: fields.accountNumber });
      const values = { provider: (fields.provider ?? '').slice(0, 70), accountName: (fields.accountName ?? '').slice(0, 80) };
      if (!form.success) return fail('addAccount', { form: 'cashier.errors.account_form' }, 400, undefined, values);
      const problem = accountNumberProblem(form.output.type, form.output.accountNumber);
      if (problem) return fail('addAccount', { accountNumber: problem }, 400, undefined, values);
      const body = { ...form.output, bankName: form.output.provider, accountNumber: form.output.accountNumber.replace(/[\s-]/g, '') };
      return attempt('addAccount', 'form', () => client.call('addWithdrawAccount', v.unknown(), { body }), 'cashier.withdraw.accountAdded', values);
    }
    case 'setDefault':
    case 'removeAccount': {
      const id = v.safeParse(Id, fields.id ?? '');
      if (!id.success) return fail(fields.intent, { form: 'cashier.errors.form_invalid' });
      const endpoint = fields.intent === 'setDefault' ? 'setDefaultWithdrawAccount' : 'removeWithdrawAccount';
      return attempt(
        fields.intent,
        'accounts',
        () => client.call(endpoint, v.unknown(), { body: { id: id.output } }),
        fields.intent === 'setDefault' ? 'cashier.withdraw.defaultSet' : 'cashier.withdraw.accountRemoved',
      );
    }
    default:
      return fail('form', { form: 'cashier.errors.form_invalid' });
  }
}
