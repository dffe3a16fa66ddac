import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { framePart } from '~/request/frame-part.server';
import { keptWallet } from '~/features/cashier/kept-reads.server';
import { contractMenuFlags } from '~/request/contracts/contract-kinds';
import { agentPagePath, visibleAgentPages, type AgentPageKey } from './pages';

/**
 * The agent centre's frame: who, the wallet (every page's amounts use its currency), the menu (the pages
 * whose route's gate opens on this brand and, for contract pages, the flags fetched at sign-in), and
 * where closing returns to.
 */
export async function agentCentreLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  const url = new URL(request.url);
  const frame = framePart();
  // The balance is a nicety of the frame: its pages still work without it.
  const [wallet, t] = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    Promise.all([frame.orNull(keptWallet(context)), getFixedT(site.language)]),
  );
  const listed = visibleAgentPages(contractMenuFlags(signIn?.profile.contracts));
  const offered = await Promise.all(listed.map((page) => context.offers(agentPagePath(page.key))));
  const menu: AgentPageKey[] = listed.filter((_, i) => offered[i]).map((page) => page.key);
  return {
    title: t('agent.title'),
    brandName: site.brand.name,
    nickname: signIn?.profile.nickname ?? '',
    language: site.language,
    wallet: wallet ? { symbol: wallet.symbol, exponent: wallet.exponent, totalMinor: wallet.totalMinor, currency: wallet.currency } : null,
    menu,
    closeTo: safeRedirectPath(url.searchParams.get('returnTo'), '/index'),
    platformAway: frame.away(context, site.brand.timeZone),
  };
}

export type AgentCentreData = Awaited<ReturnType<typeof agentCentreLoader>>;
