import type { LoaderFunctionArgs } from '@remix-run/node';
import { lobbyPage, readLobbyQuery, signedInToken } from '~/games/lobby/lobby.server';
import { isRouteEnabled } from '~/config/route-access';
import { loadSite } from '~/site/site.server';

/**
 * `/action/games?<lobby filters>&pageNo=N`: one more page of the lobby for infinite loading. The same
 * filters and fallbacks as /rng; a guest asking for favourites or recent games gets an empty page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  const gate = { features: site.config.features, categories: site.catalogue.categories, lotteryVendors: site.catalogue.lotteryVendors };
  if (!isRouteEnabled('/rng', gate)) throw new Response('Not Found', { status: 404 });
  const query = readLobbyQuery(site, request);
  const token = await signedInToken(site, request);
  const page = await lobbyPage(site, context, query, token);
  // A Response (not data()): fetchers get it decoded, and a direct GET gets plain JSON.
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } });
}
