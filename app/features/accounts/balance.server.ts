import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { isPlatformError } from '~/platform-client/errors';
import { BalanceSchema } from '~/platform-client/schemas/member';
import { signOutIfSessionEnded } from '~/request/guards.server';

export type BalanceResult = { ok: true; amount: number; currency: string; symbol: string } | { ok: false; reason: 'signed-out' | 'unavailable' };

/**
 * `/resources/balance?returnTo=`: the player's balance, asked for when they reveal or refresh it (never on
 * every page). A session the platform ended signs the player out kindly and sends them to log in, then back.
 */
export async function balanceLoader({ request, context }: LoaderFunctionArgs) {
  if (!(await context.signIn())) return data<BalanceResult>({ ok: false, reason: 'signed-out' }, { status: 401 });
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get('returnTo'), '/index');
  try {
    const client = await context.platform();
    const balance = await signOutIfSessionEnded(context, returnTo, () => client.call('balance', BalanceSchema));
    return data<BalanceResult>({ ok: true, amount: balance.sumBalance, currency: balance.currency, symbol: balance.currencySymbol }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (isPlatformError(error)) return data<BalanceResult>({ ok: false, reason: 'unavailable' }, { status: 503 });
    throw error;
  }
}
