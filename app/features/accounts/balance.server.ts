import type { LoaderFunctionArgs } from '@remix-run/node';
import { exponentOf } from '~/lib/money';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { isPlatformError } from '~/platform-client/errors';
import { BalanceSchema } from '~/platform-client/schemas/member';
import { signOutIfSessionEnded } from '~/request/guards.server';

/** `exponent`: the currency's minor digits (₫ has none), so the header writes the amount as the cashier does. */
export type BalanceResult = { ok: true; amount: number; currency: string; symbol: string; exponent: number } | { ok: false; reason: 'signed-out' | 'unavailable' };

/**
 * `/resources/balance?returnTo=`: the player's balance, asked for when they reveal or refresh it (never on
 * every page). A session the platform ended signs the player out kindly and sends them to log in, then back.
 */
export async function balanceLoader({ request, context }: LoaderFunctionArgs) {
  // A resource route answers a Response of its own: its status and headers are what the browser gets.
  const answer = (result: BalanceResult, status = 200) => Response.json(result, { status, headers: { 'Cache-Control': 'private, no-store' } });
  if (!(await context.signIn())) return answer({ ok: false, reason: 'signed-out' }, 401);
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get('returnTo'), '/index');
  try {
    const client = await context.platform();
    const balance = await signOutIfSessionEnded(context, returnTo, () => client.call('balance', BalanceSchema));
    return answer({ ok: true, amount: balance.sumBalance, currency: balance.currency, symbol: balance.currencySymbol, exponent: exponentOf(balance.currency) });
  } catch (error) {
    if (isPlatformError(error)) return answer({ ok: false, reason: 'unavailable' }, 503);
    throw error;
  }
}
