import type { LoaderFunctionArgs } from '@remix-run/node';
import { getMemberPopups, getPublicContent } from '~/features/content/public-content.server';
import { HOME_MATCHES, sharedHotMatches } from '~/features/hot-matches/hot-matches.server';
import { getFixedT } from '~/i18n/i18n.server';
import { signOutIfSessionEnded } from '~/request/guards.server';

const HOT_SHOWN = 12;

/** The home page: the shared public content, and a signed-in player's own popups. */
export async function homeLoader({ context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  // Guests share one cached copy; a player's own popups are the only per-player call.
  const [content, memberPopups, t, hotMatches] = await Promise.all([
    getPublicContent(context),
    signIn ? signOutIfSessionEnded(context, '/index', () => getMemberPopups(context, signIn.firstLogin)) : Promise.resolve([]),
    getFixedT(site.language),
    sharedHotMatches(context, HOME_MATCHES),
  ]);
  return {
    title: t('routes.index'),
    brandName: site.brand.name,
    language: site.language,
    signedIn: Boolean(signIn),
    banners: content.banners.w_home ?? [],
    notices: content.notices,
    popups: signIn ? memberPopups : content.guestPopups,
    winners: content.winners,
    jackpot: content.jackpot,
    popular: content.popular,
    hot: content.hot.slice(0, HOT_SHOWN),
    /** undefined: the brand has no sportsbook; null: the section could not load. */
    hotMatches,
    renderedAt: Date.now(),
    unavailable: content.unavailable,
  };
}
