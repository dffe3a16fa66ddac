import { redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from '~/features/content/page.server';
import { gameTile, getPublicContent } from '~/features/content/public-content.server';
import type { GameTile } from '~/features/content/views';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { isPlatformError } from '~/platform-client/errors';
import { FavouriteIdsSchema, FavouriteListSchema, GameListSchema, RecentGamesSchema } from '~/platform-client/schemas/games';
import { loginHref } from '~/lib/login-href';
import { getEnv } from '~/lib/env.server';
import { FAVOURITES_TOKEN } from '~/request/shared-body';
import { viewerKind } from '~/request/shared-body.server';
import { sessionRead } from '~/request/session/session-reads.server';
import type { Site } from '~/request/site.server';
import { classifiesFor, MIN_BETS, PAGE_SIZE, type LobbyCategory, type LobbyQuery } from './query';
import { parseLobbyQuery } from './query-parse.server';

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
export async function hotGamesFor(context: AppLoadContext, games: LobbyCategory): Promise<GameTile[]> {
  const content = await getPublicContent(context);
  return content.hot.filter((g) => g.gameType.toUpperCase() === games);
}

/**
 * One page of the lobby for `query`. A platform that cannot answer now gives an empty page marked
 * `failed` (the page says so) instead of an error page; bad filters never reach here (see query.ts).
 */
export async function lobbyPage(context: AppLoadContext, query: LobbyQuery, signedIn: boolean): Promise<LobbyPage> {
  const site = await context.site();
  const { games, pageNo } = query;
  const empty = (failed: boolean): LobbyPage => ({ games: [], pageNo, totalPages: 0, totalCount: 0, failed });
  if (query.type === 'hot') {
    const hot = await hotGamesFor(context, games);
    return { games: pageNo === 1 ? hot : [], pageNo, totalPages: 1, totalCount: hot.length, failed: false };
  }
  if ((query.type === 'fav' || query.type === 'recent') && !signedIn) return empty(false);
  const language = site.language;
  try {
    if (query.type === null) return await context.withinBudget(publicGamePage(context, site, query), 'lobby');
    const client = await context.platform();
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
    return empty(false);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // The request's time ran out before a refresh that outlived the list's last good copy: that copy, not nothing.
    const kept = query.type === null ? publicPages.peek(publicKey(site, query)) : undefined;
    if (kept) return kept;
    if (error.kind !== 'rejected' && error.kind !== 'session') console.error(`[lobby] ${site.brand.id}: game list unavailable (${error.message})`);
    // The list is the page: one without it is for this visitor only.
    context.contentMissing('game list', 'main');
    return empty(true);
  }
}

/** Game lists are the same for every visitor: one copy per brand, language and filters, kept through outages. */
const publicPages = new SwrCache<LobbyPage>({
  ttlMs: contentTtl(30_000),
  maxStaleMs: 24 * 60 * 60_000,
  retryAfterMs: 0,
  maxEntries: 5_000,
  // Searches make keys without end: the pages' bytes are bounded too (the site's heap is capped).
  maxBytes: 8 * 1024 * 1024,
  onRefreshError: (key, error) =>
    console.error(`[lobby] ${key}: refresh failed, keeping the last good page (${isPlatformError(error) ? error.message : String(error)})`),
});

const publicKey = (site: Site, query: LobbyQuery) =>
  `${site.brand.id}:${site.language}:${query.games}:${query.vendor ?? ''}:${query.classify ?? ''}:${query.minBet ?? ''}:${query.q}:${query.pageNo}`;

async function publicGamePage(context: AppLoadContext, site: Site, query: LobbyQuery): Promise<LobbyPage> {
  const client = await context.sharedPlatform();
  const { games, pageNo } = query;
  return publicPages.get(
    publicKey(site, query),
    async () => {
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
          language: site.language,
        },
      });
      return { games: list.games.map(gameTile), pageNo, totalPages: list.totalPages, totalCount: list.totalCount ?? null, failed: false };
    },
    { signal: context.budget },
  );
}

let keptFavourites: ReturnType<typeof sessionRead<string[]>> | null = null;
/**
 * The favourite ids are kept per session as long as the header's state, so a burst of lobby pages asks the
 * platform once, and as the header's state they are served that long again while a read replaces them (no
 * page waits for it); the player's own toggle (an action) forgets them, so the page after it shows the change.
 */
const favouritesKept = () => (keptFavourites ??= sessionRead<string[]>(getEnv().SHELL_STATE_FRESH_MS, { staleMs: getEnv().SHELL_STATE_FRESH_MS }));

/** The player's favourite node ids (strings), or none for a guest or when the platform cannot say. */
export async function favouriteIdsFor(context: AppLoadContext, signedIn: boolean): Promise<string[]> {
  if (!signedIn) return [];
  try {
    // Hearts are a nicety: without them in time the lobby still shows its games.
    const client = await context.platform();
    return await favouritesKept()(context, () => client.call('favouriteIds', FavouriteIdsSchema));
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return [];
  }
}

/**
 * `/rng?games=RNG|FISH|PVP`: the egames lobby. Every filter lives in the URL and bad values fall back
 * (see query.ts); the first page is rendered here, later pages come from /resources/games as the player scrolls.
 * A signed-in player's page of the whole list or the hot games is the shared render (`handle.sharedBody`):
 * their favourites are a token the server writes, with each heart's state; their own lists read the player,
 * so those pages render whole.
 */
export async function lobbyLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const [site, { signedIn }] = await Promise.all([context.site(), viewerKind(context)]);
  const query = readLobbyQuery(site, request);
  // A favourite or recent list needs a player; a guest goes to log in and comes back here.
  if ((query.type === 'fav' || query.type === 'recent') && !signedIn) {
    const url = new URL(request.url);
    throw redirect(loginHref(url.pathname + url.search));
  }
  const [page, list, hot, favourites] = await Promise.all([
    pageLoader(args, query.games.toLowerCase()),
    lobbyPage(context, query, signedIn),
    hotGamesFor(context, query.games),
    context.sharedBody ? FAVOURITES_TOKEN : favouriteIdsFor(context, signedIn).then((ids) => ids.join(',')),
  ]);
  const vendors = site.catalogue.categories.find((c) => c.key === query.games)?.vendors ?? [];
  return {
    ...page,
    query,
    list,
    vendors: vendors.map((v) => ({ code: v.vassalage, name: v.displayName })),
    hasHot: hot.length > 0,
    signedIn,
    /** The player's favourite game ids, comma-joined: one string, which a shared render stands in for. */
    favourites,
    // Empty outside slots: the page then shows no classify filter.
    classifies: classifiesFor(query.games, lobbyOptions(site).bingo),
    minBets: MIN_BETS,
  };
}

export type LobbyLoaderData = Awaited<ReturnType<typeof lobbyLoader>>;

/**
 * `/resources/games?<lobby filters>&pageNo=N`: one more page of the lobby for infinite loading. The same
 * filters and fallbacks as /rng; a guest asking for favourites or recent games gets an empty page.
 */
export async function moreGamesLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  const page = await lobbyPage(context, readLobbyQuery(site, request), Boolean(signIn));
  // A Response (not data()): fetchers get it decoded, and a direct GET gets plain JSON.
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } });
}
