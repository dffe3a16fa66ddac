import { RECORD_GAME_TYPES } from '../db/bet-records';
import { merchantVipLevels } from '../db/merchant-vip-levels';
import { memberForToken } from '../db/members';
import { BOARD_SIZE, ranking, type Board } from '../db/rankings';
import { keepRegularsPlaying } from '../db/seed-rankings';
import { LEADERBOARD_SIZE, bigWinLeaderboard, winnerFeed } from '../db/winner-feeds';
import { enumParam, intParam, languageChain, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * The VIP page and the public boards (decision 019): readable by guests. A valid token only adds the
 * viewer's own place; a stale or foreign one is read as a guest, so the page still renders.
 */
function viewerId(ctx: RequestContext): number | null {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  return (token && memberForToken(ctx.db, ctx.merchant.code, token)?.id) || null;
}

const board = (kind: Board) => (ctx: RequestContext) => {
  keepRegularsPlaying(ctx.db, ctx.merchant.code);
  return ranking(ctx.db, ctx.merchant.code, kind, viewerId(ctx), intParam(ctx.url, 'limitNum', { fallback: BOARD_SIZE, min: 1, max: BOARD_SIZE }));
};

function winners(ctx: RequestContext) {
  return winnerFeed(ctx.db, ctx.merchant.code, pageParams(ctx.url, 20, 50), languageChain(ctx, 'language'));
}

function bigWins(ctx: RequestContext) {
  const gameType = enumParam(ctx.url, 'gameType', ['ALL', ...RECORD_GAME_TYPES] as const, 'ALL');
  const limit = intParam(ctx.url, 'limitNum', { fallback: LEADERBOARD_SIZE, min: 1, max: LEADERBOARD_SIZE });
  keepRegularsPlaying(ctx.db, ctx.merchant.code);
  return bigWinLeaderboard(ctx.db, ctx.merchant.code, gameType, languageChain(ctx, 'language'), limit);
}

export const rankingRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getMerchantVipLevels', modId: 'VIP3', handle: (ctx) => merchantVipLevels(ctx.db, ctx.merchant.code) },
  { method: 'GET', path: '/wps/relay/ODSFE2_getDepositRanking', modId: 'COMM3', handle: board('DEPOSIT') },
  { method: 'GET', path: '/wps/relay/ODSFE2_getValidBetRanking', modId: 'COMM3', handle: board('VALID_BET') },
  { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', modId: 'COMM3', handle: winners },
  { method: 'GET', path: '/wps/relay/ODSFE2_getBigWinLeaderboard', modId: 'COMM3', handle: bigWins },
];
