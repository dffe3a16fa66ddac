import { redirect, type AppLoadContext } from '@remix-run/node';
import { formatMinor } from '~/lib/money';
import { isPlatformError, type PlatformError } from '~/platform-client/errors';
import { MoneyMoveSchema, type MoneyMove } from '~/platform-client/schemas/cashier';
import { patchStoredSignIn } from '~/request/session/session.server';
import type { MoneyOutcome } from './money-outcome';
import { newRequestId } from '~/lib/request-id';
import { readWallet } from './wallet.server';

/** The money forms; each keeps at most one move whose outcome is unknown (decision 036). */
export type MoneyForm = 'deposit' | 'withdraw' | 'transferFund' | 'transferUpline' | 'downlineTransfer';

/** Past this since its last send, a key with nothing booked under it never will: nothing sent under it is still on the way. */
const SETTLE_MS = 2 * 60_000;

/** Failures after which the platform may have booked the move: the request went out and no answer came back. */
const UNANSWERED = new Set<PlatformError['kind']>(['timeout', 'network', 'http', 'bad-response']);

type Booked = Extract<MoneyMove, { found: true }>;

/** The move booked under a key, or null when the platform cannot say now (it stays "checking"). */
async function lookUp(context: AppLoadContext, key: string): Promise<MoneyMove | null> {
  try {
    return await (await context.platform()).call('moneyMoveByRequestId', MoneyMoveSchema, { query: { requestId: key } });
  } catch (error) {
    if (isPlatformError(error) && error.kind !== 'session') return null;
    throw error;
  }
}

/** The booked move in the player's words: its kind's notice with the amount in their currency and the reference. */
async function bookedOutcome(context: AppLoadContext, move: Booked): Promise<Extract<MoneyOutcome, { state: 'booked' }>> {
  const [wallet, site] = await Promise.all([readWallet(context).catch(() => null), context.site()]);
  const amount = wallet ? `${wallet.symbol} ${formatMinor(move.amountMinor, wallet.exponent, site.language)}` : formatMinor(move.amountMinor, 2, site.language);
  return { state: 'booked', notice: `cashier.intent.booked.${move.kind}`, params: { amount, reference: move.reference ?? String(move.id) } };
}

const setIntent = (context: AppLoadContext, form: MoneyForm, intent: { key: string; sentAt: number } | undefined) =>
  context.session().then((session) =>
    patchStoredSignIn(session, {
      moneyIntents: (all) => {
        const { [form]: _dropped, ...rest } = all;
        return intent ? { ...rest, [form]: intent } : rest;
      },
    }),
  );

/** Whether the session holds a move of this form whose answer is still being looked for. */
export async function hasMoneyIntent(context: AppLoadContext, form: MoneyForm): Promise<boolean> {
  return Boolean((await context.session()).get('moneyIntents')?.[form]);
}

/**
 * The key a money form renders with and what its page says of the form's last move. While a move's
 * outcome is unknown the form keeps that move's key (a reload or another tab of the step retries the
 * same move); once the platform shows the move, or that nothing was booked, the key is dropped and the
 * next move gets a fresh one.
 */
export async function moneyIntentFor(context: AppLoadContext, form: MoneyForm): Promise<{ requestId: string; outcome: MoneyOutcome | null }> {
  const pending = (await context.session()).get('moneyIntents')?.[form];
  if (!pending) return { requestId: newRequestId(), outcome: null };
  const move = await lookUp(context, pending.key);
  if (!move || (!move.found && Date.now() - pending.sentAt < SETTLE_MS)) return { requestId: pending.key, outcome: { state: 'pending' } };
  await setIntent(context, form, undefined);
  return { requestId: newRequestId(), outcome: move.found ? await bookedOutcome(context, move) : { state: 'none' } };
}

/** What a money move came to: the platform's answer, a move booked under this key before, or not known yet. */
export type Sent<T> = { state: 'done'; value: T } | { state: 'booked'; notice: string; params: Record<string, string> } | { state: 'pending' };

/**
 * Sends a money move under its intent's key. The key of the form's unknown move, when there is one,
 * wins over the one the form carried, so a retry from any page of the step is that same move. The key
 * is stored before the call goes out: a request that runs out of time still leaves it for the lookup.
 * A refusal or a call never sent is thrown on for the form to show; it drops the key only when no
 * earlier send under it may still land.
 */
export async function sendMoneyMove<T>(context: AppLoadContext, form: MoneyForm, formKey: string, send: (requestId: string) => Promise<T>): Promise<Sent<T>> {
  const before = (await context.session()).get('moneyIntents')?.[form];
  const key = before?.key ?? formKey;
  await setIntent(context, form, { key, sentAt: Date.now() });
  try {
    const value = await send(key);
    await setIntent(context, form, undefined);
    return { state: 'done', value };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (UNANSWERED.has(error.kind)) return { state: 'pending' };
    if (error.kind === 'rejected' && error.details.errorCode === 'request.duplicate') {
      const move = await lookUp(context, key);
      if (!move?.found) return { state: 'pending' };
      await setIntent(context, form, undefined);
      const { notice, params } = await bookedOutcome(context, move);
      return { state: 'booked', notice, params };
    }
    await setIntent(context, form, before);
    throw error;
  }
}

/**
 * After a move went unanswered: back to the page itself, whose loader says "checking" and looks the move
 * up with a request's fresh time (this one's is spent), with or without the script.
 */
export function checkingRedirect(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.delete('_data');
  return redirect(`${url.pathname.replace(/\.data$/, '')}${url.search}`, 303);
}
