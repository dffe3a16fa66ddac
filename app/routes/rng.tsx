import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { favouriteIdsFor, hotGamesFor, lobbyOptions, lobbyPage, loginRedirect, readLobbyQuery, signedInToken } from '~/games/lobby/lobby.server';
import { LobbyPage } from '~/games/lobby/lobby-page';
import { classifiesFor, MIN_BETS } from '~/games/lobby/query';
import { pageLoader } from '~/site/page-route.server';
import { pageMeta } from '~/site/page-route';
import { requireRouteEnabled } from '~/site/site.server';

/**
 * `/rng?games=RNG|FISH|PVP`: the egames lobby (site-spec §2, §4). Every filter lives in the URL and
 * bad values fall back (see games/lobby/query.ts); the first page is rendered here, later pages come
 * from /action/games as the player scrolls.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = await requireRouteEnabled(context, request);
  const query = readLobbyQuery(site, request);
  const token = await signedInToken(site, request);
  if ((query.type === 'fav' || query.type === 'recent') && !token) loginRedirect(request);
  const [page, list, hot, favouriteIds] = await Promise.all([
    pageLoader(args, query.games.toLowerCase()),
    lobbyPage(site, context, query, token),
    hotGamesFor(site, context, query.games),
    favouriteIdsFor(site, context, token),
  ]);
  const vendors = site.catalogue.categories.find((c) => c.key === query.games)?.vendors ?? [];
  return {
    ...page,
    query,
    list,
    vendors: vendors.map((v) => ({ code: v.vassalage, name: v.displayName })),
    hasHot: hot.length > 0,
    signedIn: Boolean(token),
    favouriteIds,
    // Empty outside slots: the page then shows no classify filter.
    classifies: classifiesFor(query.games, lobbyOptions(site).bingo),
    minBets: MIN_BETS,
  };
}

export type LobbyLoaderData = Awaited<ReturnType<typeof loader>>;

/** A favourite toggle changes one heart, which the tile already shows: the list is not reloaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/action/favourite') ? false : defaultShouldRevalidate;

export const meta = pageMeta;

export default LobbyPage;
