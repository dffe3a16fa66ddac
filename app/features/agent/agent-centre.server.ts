import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { isPlatformError } from '~/platform-client/errors';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { readWallet } from '../member/wallet.server';
import { contractMenuFlags } from './contracts/contract-kinds';

/**
 * The agent centre's frame: who, the wallet (every page's amounts use its currency), the contract flags
 * that decide the menu (fetched at sign-in), and where closing returns to.
 */
export async function agentCentreLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  const url = new URL(request.url);
  const [wallet, t] = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    Promise.all([
      readWallet(context).catch((error: unknown) => {
        // The balance is a nicety of the frame: its pages still work without it.
        if (!isPlatformError(error) || error.kind === 'session') throw error;
        return null;
      }),
      getFixedT(site.language),
    ]),
  );
  return {
    title: t('agent.title'),
    brandName: site.brand.name,
    nickname: signIn?.profile.nickname ?? '',
    language: site.language,
    wallet: wallet ? { symbol: wallet.symbol, exponent: wallet.exponent, totalMinor: wallet.totalMinor, currency: wallet.currency } : null,
    flags: contractMenuFlags(signIn?.profile.contracts, site.config.features),
    closeTo: safeRedirectPath(url.searchParams.get('returnTo'), '/index'),
  };
}

export type AgentCentreData = Awaited<ReturnType<typeof agentCentreLoader>>;
