import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { formError, formOk, formRefused, type MessageParams } from '~/lib/form-result.server';
import { readImageForm, uploadErrorKey } from '~/lib/image-upload.server';
import { formatMinor, parseAmount } from '~/lib/money';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { safeUrl } from '~/lib/safe-url';
import { CreatedDepositSchema, DepositChannelsSchema, type Deposit, type DepositChannel } from '~/platform-client/schemas/cashier';
import { cashierFailureOf, cashierKey } from '~/features/cashier/cashier-errors';
import { checkingRedirect, hasMoneyIntent, moneyIntentFor, sendMoneyMove } from '~/features/cashier/money-intent.server';
import { REQUEST_ID } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { readWallet } from '~/features/cashier/wallet.server';
import { keptDepositChannels, keptDepositPromotions, keptRecentDeposits, keptWallet } from '~/features/cashier/kept-reads.server';
import { moneyFormatOf, moneyText } from '~/ui/centre/money';
import { sharedUploadRefusal } from '~/platform-client/upload-refusal';

/** What a deposit form says when it went through; an e-wallet's also leads to its payment page. */
type DepositDone = { notice: string; params?: MessageParams; payment?: { url: string; provider: string } };

const Id = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/));

/** Fee for an amount on a channel: basis points of the amount (rounded down) plus a fixed part. */
export function depositFee(channel: Pick<DepositChannel, 'feeRateBp' | 'feeFixedMinor'>, amountMinor: number): number {
  return Math.floor((amountMinor * channel.feeRateBp) / 10_000) + channel.feeFixedMinor;
}

/**
 * One of the player's deposits as the page lists it: texts as the page writes them (amounts in the wallet's
 * currency, the time in the brand's zone) and yes/no and ids for what changes the markup (status, proof, whether it
 * is the one just made, its channel). Only what the list shows: a page built from a shared render writes each text
 * in its place and keys the rest (decision 108).
 */
function listedDeposit(
  d: Deposit,
  on: { money: (minor: number) => string; focusDeposit: string | null; channels: readonly DepositChannel[]; timeZone: string },
) {
  const id = String(d.id);
  const channel = on.channels.find((c) => c.name === d.channelName);
  return {
    id,
    status: d.status,
    channelName: d.channelName,
    channelId: channel ? String(channel.id) : null,
    reference: d.reference,
    proofUploaded: d.proofUploaded,
    created: brandTime(d.createdAt, on.timeZone),
    amount: on.money(d.amountMinor),
    bonus: d.bonusMinor ? on.money(d.bonusMinor) : null,
    focus: id === on.focusDeposit,
  };
}

/** `/member/depositv2`: the brand's channels, the chosen one's form, and the player's recent deposits. */
export async function depositLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = await context.site();
  const [channels, promotions, recent, intent, wallet] = await Promise.all([
    keptDepositChannels(context),
    keptDepositPromotions(context),
    hasMoneyIntent(context, 'deposit').then((checking) => keptRecentDeposits(context, checking)),
    moneyIntentFor(context, 'deposit'),
    // The frame's own read of this request (kept per session, one call); without it the frame's amounts have no symbol, nor do these.
    keptWallet(context).catch(() => null),
  ]);
  const asked = url.searchParams.get('channel');
  const selected = channels.find((c) => String(c.id) === asked) ?? channels[0] ?? null;
  const amount = url.searchParams.get('amount');
  const returned = url.searchParams.get('result');
  const focusDeposit = url.searchParams.get('deposit');
  const money = moneyText(moneyFormatOf({ wallet, language: site.language }));
  return {
    channels: channels.map((c) => ({ ...c, id: String(c.id), qrImageUrl: safeUrl(c.qrImageUrl, { field: 'depositChannel.qrImageUrl' }) })),
    promotions: promotions.map((p) => ({ ...p, id: String(p.id) })),
    deposits: recent.list.map((d) => listedDeposit(d, { money, focusDeposit, channels, timeZone: site.brand.timeZone })),
    selectedId: selected ? String(selected.id) : null,
    amountMinor: amount && /^\d{1,15}$/.test(amount) ? Number(amount) : null,
    returned: returned === 'paid' || returned === 'cancelled' ? returned : null,
    created: url.searchParams.get('created') === '1',
    requestId: intent.requestId,
    intentOutcome: intent.outcome,
  };
}

export const DepositForm = formFields(
  {
    channelId: Id,
    amount: v.pipe(v.string(), v.maxLength(40)),
    promotionId: v.optional(v.union([v.literal(''), Id]), ''),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
  },
  'cashier.errors.form_invalid',
);

/** Where the player comes back to from an e-wallet's payment page (the platform adds `deposit` and `result`). */
function returnUrl(origin: string, from: string | null): string {
  const back = new URL('/member/depositv2', origin);
  if (from) back.searchParams.set('returnTo', from);
  return back.toString();
}

async function createDeposit({ request, context }: ActionFunctionArgs, fields: Record<string, string>) {
  const parsed = v.safeParse(DepositForm, fields);
  if (!parsed.success) return formError({ form: 'cashier.errors.form_invalid' });
  const form = parsed.output;
  const client = await context.platform();
  const [channels, wallet] = await Promise.all([client.call('depositChannels', DepositChannelsSchema), readWallet(context)]);
  const channel = channels.find((c) => String(c.id) === form.channelId);
  if (!channel) return formError({ form: cashierKey('channel.not.found') });
  const language = (await context.site()).language;
  const amount = parseAmount(form.amount, wallet.exponent, language);
  const values = { amount: form.amount.slice(0, 40) };
  if (!amount.ok) return formError({ amount: `cashier.errors.${amount.error.replace('.', '_')}` }, { values });
  const money = (minor: number) => `${wallet.symbol} ${formatMinor(minor, wallet.exponent, language)}`;
  if (amount.minor < channel.minMinor) return formError({ amount: cashierKey('amount.below.min') }, { params: { min: money(channel.minMinor) }, values });
  if (amount.minor > channel.maxMinor) return formError({ amount: cashierKey('amount.above.max') }, { params: { max: money(channel.maxMinor) }, values });
  const from = safeRedirectPath(new URL(request.url).searchParams.get('returnTo'), '') || null;
  try {
    const sent = await sendMoneyMove(context, 'deposit', form.requestId, (requestId) =>
      client.call('createDeposit', CreatedDepositSchema, {
        body: {
          channelId: channel.id,
          amountMinor: amount.minor,
          promotionId: form.promotionId || undefined,
          requestId,
          returnUrl: returnUrl(context.origin, from),
        },
      }),
    );
    if (sent.state === 'pending') return checkingRedirect(request);
    if (sent.state === 'booked') return formOk<DepositDone>({ notice: sent.notice, params: sent.params });
    const created = sent.value;
    const paymentUrl = safeUrl(created.paymentUrl, { field: 'createDeposit.paymentUrl' });
    // An e-wallet is paid on its own page, which brings the player back here. The page leads there
    // (a link, followed at once when the script runs) rather than a redirect from this post, so the
    // site's form-action policy can stay 'self'.
    if (channel.type === 'EWALLET' && paymentUrl) {
      return formOk<DepositDone>({ notice: 'cashier.deposit.toPayment', params: { name: channel.name }, payment: { url: paymentUrl, provider: channel.name } });
    }
    const back = new URLSearchParams({ channel: String(channel.id), deposit: String(created.id), created: '1' });
    if (from) back.set('returnTo', from);
    return redirect(`/member/depositv2?${back}`);
  } catch (error) {
    const failure = cashierFailureOf(error);
    return formRefused(failure, { values });
  }
}

/** `intent=deposit | cancel`, or a multipart `proof` upload for a pending deposit. */
export async function depositAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (/^multipart\//i.test(request.headers.get('Content-Type') ?? '')) {
    const upload = await readImageForm(request, 'proof');
    const id = v.safeParse(Id, upload.fields.id ?? '');
    if (!id.success) return formError({ form: 'cashier.errors.form_invalid' });
    if (upload.error || !upload.image) {
      const code = upload.error ?? 'upload.missing';
      return formError({ [`proof-${id.output}`]: uploadErrorKey(code, cashierKey) }, { status: code === 'upload.too.large' ? 413 : 400 });
    }
    try {
      await (await context.platform()).call('uploadDepositProof', v.unknown(), { query: { id: id.output }, upload: upload.image });
      return formOk<DepositDone>({ notice: 'cashier.deposit.proofUploaded' });
    } catch (error) {
      const failure = sharedUploadRefusal(error) ?? cashierFailureOf(error);
      return formRefused(failure, { field: `proof-${id.output}` });
    }
  }
  const fields = await readForm(request);
  if (fields.intent === 'cancel') {
    const id = v.safeParse(Id, fields.id ?? '');
    if (!id.success) return formError({ form: 'cashier.errors.form_invalid' });
    try {
      await (await context.platform()).call('cancelDeposit', v.unknown(), { body: { id: id.output } });
      return formOk<DepositDone>({ notice: 'cashier.deposit.cancelled' });
    } catch (error) {
      const failure = cashierFailureOf(error);
      return formRefused(failure);
    }
  }
  return createDeposit(args, fields);
}
