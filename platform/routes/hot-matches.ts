import { HOT_MATCHES_DEFAULT, HOT_MATCHES_MAX, hotMatches } from '../db/hot-matches';
import { merchantVendors } from '../db/member-games';
import { SPORTS_VENDOR } from '../db/sports';
import { intParam, languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * `GET /wps/relay/GCSGAME_getGameMatchV2?limitNum=&language=` (decision 026): the sportsbook's featured and
 * soonest upcoming matches with the book's odds, for anyone. A merchant without the book gets an empty list.
 */
function hot(ctx: RequestContext) {
  const limit = intParam(ctx.url, 'limitNum', { fallback: HOT_MATCHES_DEFAULT, min: 1, max: HOT_MATCHES_MAX });
  const offered = merchantVendors(ctx.db, ctx.merchant.code).has(SPORTS_VENDOR);
  return { vendor: SPORTS_VENDOR, list: offered ? hotMatches(ctx.db, ctx.merchant.code, limit, languageChain(ctx, 'language')) : [] };
}

export const hotMatchRoutes: Route[] = [{ method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2', modId: 'COMM3', handle: hot }];
