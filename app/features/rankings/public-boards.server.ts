import type { AppLoadContext } from '@remix-run/node';
import type * as v from 'valibot';
import type { EndpointName } from '~/platform-client/endpoints';
import { isPlatformError } from '~/platform-client/errors';
import { BigWinsSchema, MerchantVipLevelsSchema, RankingSchema, WinnerFeedSchema } from '~/platform-client/schemas/rankings';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';

/**
 * The VIP levels and the public boards are the same for every guest of a brand (and language, for game
 * names): shared for half a minute, refreshed behind the scenes, the last good copy kept through an
 * outage. Fetched through the shared client, which carries nothing of the request that first asked.
 */
const BOARD_TTL_MS = 30_000;
const cache = new SwrCache<unknown>({
  ttlMs: contentTtl(BOARD_TTL_MS),
  maxStaleMs: 60 * 60_000,
  retryAfterMs: 5_000,
  maxEntries: 500,
  onRefreshError: (key, error) =>
    console.error(`[boards] ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`),
});

export type RankingBoard = 'depositRanking' | 'validBetRanking';

async function shared<S extends v.GenericSchema>(
  context: AppLoadContext,
  name: EndpointName,
  schema: S,
  query: Record<string, string | number>,
): Promise<v.InferOutput<S> | null> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  const key = `${site.brand.id}:${site.language}:${name}:${new URLSearchParams(Object.entries(query).map(([k, val]) => [k, String(val)]))}`;
  try {
    const value = cache.get(key, () => client.call(name, schema, { query }), { signal: context.budget });
    return (await context.withinBudget(value, `boards.${name}`)) as v.InferOutput<S>;
  } catch (error) {
    // A board the platform cannot give right now is its last good copy, else a section that says so, not a broken page.
    if (!isPlatformError(error)) throw error;
    const kept = cache.peek(key) as v.InferOutput<S> | undefined;
    if (!kept) context.contentMissing(name, 'section');
    return kept ?? null;
  }
}

export const sharedVipLevels = (context: AppLoadContext) => shared(context, 'merchantVipLevels', MerchantVipLevelsSchema, {});
export const sharedRanking = (context: AppLoadContext, board: RankingBoard) => shared(context, board, RankingSchema, { limitNum: 20 });
export const sharedWinners = async (context: AppLoadContext, pageNo: number) =>
  shared(context, 'winnerFeed', WinnerFeedSchema, { pageNo, pageSize: 20, language: (await context.site()).language });
export const sharedBigWins = async (context: AppLoadContext, gameType: string) =>
  shared(context, 'bigWinLeaderboard', BigWinsSchema, { gameType, limitNum: 50, language: (await context.site()).language });

/**
 * The board as a signed-in real player sees it: the same list and their own place. Never shared and never
 * cached (it names the player); a player whose call fails sees the guests' board instead.
 */
export async function playerRanking(context: AppLoadContext, board: RankingBoard) {
  const signIn = await context.signIn();
  if (signIn && !signIn.isTrial) {
    try {
      const client = await context.platform();
      return await client.call(board, RankingSchema, { query: { limitNum: 20 }, signal: context.budget });
    } catch (error) {
      if (!isPlatformError(error)) throw error;
    }
  }
  return sharedRanking(context, board);
}
