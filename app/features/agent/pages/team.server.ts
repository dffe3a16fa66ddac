import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors, type MessageParams } from '~/lib/form-result.server';
import { formatMinor, parseAmount } from '~/lib/money';
import { DownlineListSchema, DownlineTransferSchema } from '~/platform-client/schemas/agent';
import { readPage } from '~/lib/paging';
import { checkingRedirect, moneyIntentFor, sendMoneyMove } from '~/features/cashier/money-intent.server';
import { REQUEST_ID } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { readWallet } from '~/features/cashier/wallet.server';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';
import { agentFailureOf } from '../agent-errors';

/** `/agent/downlineManagmentView?parent=&q=&page=`: one level of the team (or a username search), with transfers to direct downlines. */
export async function teamLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const parent = url.searchParams.get('parent');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 40);
  const page = readPage(url.searchParams);
  const [team, intent] = await Promise.all([
    client.call('downlineList', DownlineListSchema, {
      query: { parentId: parent && /^\d{1,12}$/.test(parent) ? parent : null, username: q || null, pageNo: page, pageSize: 20 },
    }),
    moneyIntentFor(context, 'downlineTransfer'),
  ]);
  const zone = site.brand.timeZone;
  return {
    q,
    page: team.pageNo,
    totalPages: team.totalPages,
    totalCount: team.totalCount,
    path: team.path,
    hasPaymentPassword: team.hasPaymentPassword,
    list: team.list.map((d) => ({ ...d, lastLogin: brandTime(d.lastLoginAt, zone), joined: brandTime(d.createdAt, zone, 'yyyy-MM-dd') })),
    requestId: intent.requestId,
    intentOutcome: intent.outcome,
  };
}

export const TransferForm = formFields(
  {
    direction: v.picklist(['to', 'from']),
    downlineId: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
    amount: v.pipe(v.string(), v.maxLength(40)),
    paymentPassword: v.pipe(v.string(), v.maxLength(20)),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
  },
  'agent.errors.form_invalid',
);

/** Money to or from a direct downline: the amount parsed in the page's language, the payment password, the form's requestId. */
export async function teamAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const values = {
    amount: (fields.amount ?? '').slice(0, 40),
    downlineId: (fields.downlineId ?? '').slice(0, 12),
    direction: fields.direction === 'from' ? 'from' : 'to',
  };
  const fail = (errors: FieldErrors, status = 400, params?: MessageParams) => formError(errors, { status, params, values });
  const sentNotice = (notice: string, params: MessageParams = {}) => formOk({ notice, params });
  const form = v.safeParse(TransferForm, fields);
  if (!form.success) return fail({ form: 'agent.errors.form_invalid' });
  const [client, wallet, site] = await Promise.all([context.platform(), readWallet(context), context.site()]);
  const amount = parseAmount(form.output.amount, wallet.exponent, site.language);
  if (!amount.ok) return fail({ amount: `cashier.errors.${amount.error.replace('.', '_')}` });
  if (!PAYMENT_PASSWORD.test(form.output.paymentPassword)) return fail({ paymentPassword: 'cashier.errors.payment_password_format' });
  const money = (minor: number) => `${wallet.symbol} ${formatMinor(minor, wallet.exponent, site.language)}`;
  try {
    const sent = await sendMoneyMove(context, 'downlineTransfer', form.output.requestId, (requestId) =>
      client.call(form.output.direction === 'to' ? 'transferToDownline' : 'transferFromDownline', DownlineTransferSchema, {
        body: { downlineId: Number(form.output.downlineId), amountMinor: amount.minor, paymentPassword: form.output.paymentPassword, requestId },
      }),
    );
    if (sent.state === 'pending') return checkingRedirect(request);
    if (sent.state === 'booked') return sentNotice(sent.notice, sent.params);
    const done = sent.value;
    return sentNotice(form.output.direction === 'to' ? 'agent.team.sent' : 'agent.team.received', {
      amount: money(amount.minor),
      username: done.downline.username,
    });
  } catch (error) {
    const failure = agentFailureOf(error);
    const params = { ...failure.params };
    if (typeof failure.params.minMinor === 'number') params.min = money(failure.params.minMinor);
    if (typeof failure.params.maxMinor === 'number') params.max = money(failure.params.maxMinor);
    const field = failure.key.includes('payment_password') ? 'paymentPassword' : failure.key.includes('amount') ? 'amount' : 'form';
    return fail({ [field]: failure.key }, failure.status, params);
  }
}
