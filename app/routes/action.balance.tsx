import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { isPlatformError } from '~/platform/errors';
import { BalanceSchema } from '~/platform/schemas/member';
import { platformForSite } from '~/platform/site-client.server';
import { clearSignIn, commitSession, getSignIn } from '~/session/session.server';
import { loadSite } from '~/site/site.server';

export type BalanceResult = { ok: true; amount: number; currency: string; symbol: string } | { ok: false; reason: 'signed-out' | 'unavailable' };

/** The player's balance, asked for when they reveal or refresh it (never on every page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  const signIn = await getSignIn(request, site.brand.id);
  if (!signIn) return data<BalanceResult>({ ok: false, reason: 'signed-out' }, { status: 401 });
  try {
    const balance = await platformForSite(site, context, signIn.token).call('balance', BalanceSchema);
    return data<BalanceResult>({ ok: true, amount: balance.sumBalance, currency: balance.currency, symbol: balance.currencySymbol }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'session') {
      clearSignIn(signIn.session);
      signIn.session.flash('notice', 'auth.sessionEnded');
      return data<BalanceResult>({ ok: false, reason: 'signed-out' }, { status: 401, headers: { 'Set-Cookie': await commitSession(signIn.session) } });
    }
    if (isPlatformError(error)) return data<BalanceResult>({ ok: false, reason: 'unavailable' }, { status: 503 });
    throw error;
  }
}
