import { toGames } from '../db/catalogue';
import { addFavourite, favouriteIds, favouritePage, merchantGame, recentPage, removeFavourite } from '../db/member-games';
import { requireMember } from '../http/auth';
import { ApiError } from '../http/envelope';
import { codeParam, enumParam, languageChain, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';
import { GAME_TYPES } from './lobby';

/** Favourites and recently played games of the signed-in member (contract-issue5.md). */

const gameNotFound = () => new ApiError(400, 'game.not.found', 'game.not.found');

/** `{ nodeId, vendor, gameType }` from the JSON body (or, for clients that send DELETE without one, the query). */
function favouriteTarget(ctx: RequestContext): number {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {};
  const field = (key: string) => {
    const value = body[key] ?? ctx.url.searchParams.get(key);
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const nodeId = field('nodeId');
  if (!/^\d{1,12}$/.test(nodeId)) throw new ApiError(400, 'request_param_err', 'request_param_err');
  const game = merchantGame(ctx.db, ctx.merchant.code, Number(nodeId));
  const vendor = field('vendor') || field('vassalage');
  // The vendor names the game too: a mismatch means the client holds another game than it thinks.
  if (!game || (vendor && vendor.toUpperCase() !== game.vendor_code)) throw gameNotFound();
  return game.node_id;
}

function addFavouriteGame(ctx: RequestContext) {
  const member = requireMember(ctx);
  addFavourite(ctx.db, member.id, favouriteTarget(ctx));
  return true;
}

function removeFavouriteGame(ctx: RequestContext) {
  const member = requireMember(ctx);
  removeFavourite(ctx.db, member.id, favouriteTarget(ctx));
  return true;
}

function favouriteGameIds(ctx: RequestContext) {
  const member = requireMember(ctx);
  return favouriteIds(ctx.db, ctx.merchant.code, member.id).map(String);
}

const optionalGameType = (url: URL) => (url.searchParams.get('gameType')?.trim() ? enumParam(url, 'gameType', GAME_TYPES, 'RNG') : null);

function favouriteGameList(ctx: RequestContext) {
  const member = requireMember(ctx);
  const page = pageParams(ctx.url, 30, 100);
  const { rows, total } = favouritePage(ctx.db, ctx.merchant.code, member.id, optionalGameType(ctx.url), page);
  return {
    content: toGames(ctx.db, rows, languageChain(ctx, 'language')),
    pageNum: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    totalCount: total,
  };
}

function recentGames(ctx: RequestContext) {
  const member = requireMember(ctx);
  const page = pageParams(ctx.url, 30, 100);
  const filter = { vendor: codeParam(ctx.url, 'vassalage', 20).toUpperCase() || null, gameType: optionalGameType(ctx.url) };
  const { rows, total } = recentPage(ctx.db, ctx.merchant.code, member.id, filter, page);
  return { list: toGames(ctx.db, rows, languageChain(ctx, 'language')), totalPages: Math.ceil(total / page.pageSize), totalCount: total, pageNum: page.pageNo };
}

export const favouriteRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modId: 'GAMELOFAV3', handle: favouriteGameIds },
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', modId: 'GAMELOFAV3', handle: favouriteGameList },
  { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', modId: 'GAMELOFAV3', handle: addFavouriteGame },
  { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', modId: 'GAMELOFAV3', handle: removeFavouriteGame },
  { method: 'GET', path: '/wps/relay/GCS_recentGame', modId: 'GAMELOREC3', handle: recentGames },
];
