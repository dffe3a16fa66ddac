import type { LoaderFunctionArgs } from '@remix-run/node';
import { getMemberPopups, getPublicContent } from '~/features/content/public-content.server';
import { tileGame } from '~/features/games/tile-game';
import { HOME_MATCHES, sharedHotMatches } from '~/features/hot-matches/hot-matches.server';
import { getFixedT } from '~/i18n/i18n.server';
import { intlLocale } from '~/i18n/languages';
import { amountShapeOf } from '~/lib/amount-shape.server';
import { signOutIfSessionEnded } from '~/request/guards.server';

const HOT_SHOWN = 12;

/**
 * The home page: the shared public content only, so a signed-in player's page is the shared render with
 * their header written in (`handle.sharedBody`); their own popups come from `memberPopupsLoader`.
 */
export async function homeLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  const [content, t, hotMatches] = await Promise.all([getPublicContent(context), getFixedT(site.language), sharedHotMatches(context, HOME_MATCHES)]);
  return {
    title: t('routes.index'),
    brandName: site.brand.name,
    language: site.language,
    banners: content.banners.w_home ?? [],
    notices: content.notices,
    /** The guests' popups: a signed-in player's page asks for their own (see PopupAnnouncements). */
    popups: content.guestPopups,
    winners: content.winners,
    jackpot: content.jackpot,
    /** How the jackpot and the winners' amounts are written: the browser then needs no Intl to write them. */
    amountShape: amountShapeOf(intlLocale(site.language)),
    // Tiles only: the rest of a game (its type) is for pages that launch or favour it.
    popular: content.popular.map(tileGame),
    hot: content.hot.slice(0, HOT_SHOWN).map(tileGame),
    /** undefined: the brand has no sportsbook; null: the section could not load. */
    hotMatches,
    renderedAt: Date.now(),
    unavailable: content.unavailable,
  };
}

/** `/resources/member-popups`: the signed-in player's own popups (after login, first login), for their home page. */
export async function memberPopupsLoader({ context }: LoaderFunctionArgs) {
  const signIn = await context.signIn();
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!signIn) return Response.json({ popups: [] }, { status: 401, headers });
  const popups = await signOutIfSessionEnded(context, '/index', () => getMemberPopups(context, signIn.firstLogin));
  return Response.json({ popups }, { headers });
}
