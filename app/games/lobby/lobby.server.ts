import { redirect, type AppLoadContext } from '@remix-run/node';
import { getPublicContent, gameTile } from '~/content/home-content.server';
import type { GameTile } from '~/content/views';
import { isPlatformError } from '~/platform/errors';
import { FavouriteIdsSchema, FavouriteListSchema, GameListSchema, RecentGamesSchema } from '~/platform/schemas/games';
import { platformForSite } from '~/platform/site-client.server';
import { getSignIn } from '~/session/session.server';
import type { Site } from '~/site/site.server';
import { PAGE_SIZE, parseLobbyQuery, type LobbyCategory, type LobbyQuery } from './query';

export type LobbyPage = { games: GameTile[]; pageNo: number; totalPages: number; totalCount: number | null; failed: boolean };

const PLATFORM = 'flash,html5-desktop';

export function lobbyOptions(site: Site) {
  return {
    vendorsOf: (games: LobbyCategory) => site.catalogue.categories.find((c) => c.key === games)?.vendors.map((v) => v.vassalage) ?? [],
    bingo: site.config.languages.includes('TY'),
  };
}

export function readLobbyQuery(site: Site, request: Request): LobbyQuery {
  return parseLobbyQuery(new URL(request.url).searchParams, lobbyOptions(site));
}

/** The category's hot games from the shared, cached hot list: one page, never more. */
export async function hotGamesFor(site: Site, context: AppLoadContext, games: LobbyCategory): Promise<GameTile[]> {
  const content = await getPublicContent(site, context);
  return content.hot.filter((g) => g.gameType.toUpperCase() === games);
}

/** A favourite or recent list needs a player; a guest goes to log in and comes back here. */
export function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * One page of the lobby for `query`. A platform that cannot answer now gives an empty page marked
 * `failed` (the page says so) instead of an error page; bad filters never reach here (see query.ts).
 */
export async function lobbyPage(site: Site, context: AppLoadContext, query: LobbyQuery, token: string | null): Promise<LobbyPage> {
  const { games, pageNo } = query;
  const empty = (failed: boolean): LobbyPage => ({ games: [], pageNo, totalPages: 0, totalCount: 0, failed });
  if (query.type === 'hot') {
    const hot = await hotGamesFor(site, context, games);
    return { games: pageNo === 1 ? hot : [], pageNo, totalPages: 1, totalCount: hot.length, failed: false };
  }
  if ((query.type === 'fav' || query.type === 'recent') && !token) return empty(false);
  const client = platformForSite(site, context, token);
  const language = site.language;
  try {
    if (query.type === 'fav') {
      const list = await client.call('favouriteList', FavouriteListSchema, { query: { pageNo, pageSize: PAGE_SIZE, gameType: games, language } });
      return { games: list.content.map(gameTile), pageNo, totalPages: list.totalPages, totalCount: null, failed: false };
    }
    if (query.type === 'recent') {
      // The selected vendor's recent games; no vendor sends none, which the platform reads as every vendor.
      const list = await client.call('recentGames', RecentGamesSchema, {
        query: { clientType: 3, vassalage: query.vendor, gameType: games, language, pageNo, pageSize: PAGE_SIZE },
      });
      return { games: list.list.map(gameTile), pageNo, totalPages: list.totalPages, totalCount: null, failed: false };
    }
    const list = await client.call('gameList', GameListSchema, {
      query: {
        clientType: 3,
        platform: PLATFORM,
        gameType: games,
        vassalage: query.vendor,
        gameClassify: query.classify,
        gameName: query.q || null,
        minBet: query.minBet,
        pageNo,
        pageSize: PAGE_SIZE,
        language,
      },
    });
    return { games: list.games.map(gameTile), pageNo, totalPages: list.totalPages, totalCount: list.totalCount ?? null, failed: false };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (error.kind !== 'rejected' && error.kind !== 'session') console.error(`[lobby] ${site.brand.id}: game list unavailable (${error.message})`);
    return empty(true);
  }
}

/** The player's favourite node ids (strings), or none for a guest or when the platform cannot say. */
export async function favouriteIdsFor(site: Site, context: AppLoadContext, token: string | null): Promise<string[]> {
  if (!token) return [];
  try {
    return await platformForSite(site, context, token).call('favouriteIds', FavouriteIdsSchema);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return [];
  }
}

export async function signedInToken(site: Site, request: Request): Promise<string | null> {
  return (await getSignIn(request, site.brand.id))?.token ?? null;
}
