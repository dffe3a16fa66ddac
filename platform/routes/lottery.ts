import {
  currentDraw,
  drawTimeOf,
  LOTTERY_GROUPS,
  merchantLotteryGames,
  nameIn,
  openedDraws,
  prizeModeOf,
  winningNumbers,
  type LotteryGame,
} from '../db/lottery-games';
import { merchantVendors, recentLotteryCodes } from '../db/member-games';
import { requireMember } from '../http/auth';
import { ApiError } from '../http/envelope';
import { codeParam, intParam, languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** The VN lottery calls (bare JSON, contract-issue5.md): menus, recent games, opened draws, the current draw. */

type MenuItem = { gameCode: string; gameName: string; vendor: string; gameGroupCode: string; drawTime?: string };

function menuItem(game: LotteryGame, vendor: string, chain: string[]): MenuItem {
  const drawTime = drawTimeOf(game);
  return { gameCode: game.gameCode, gameName: nameIn(game.names, chain), vendor, gameGroupCode: game.group, ...(drawTime ? { drawTime } : {}) };
}

const available = (ctx: RequestContext) => merchantLotteryGames(merchantVendors(ctx.db, ctx.merchant.code));

/** One of the merchant's games by `gameCode` (required unless `optional`); unknown → 400 game.not.found. */
export function lotteryGameParam(ctx: RequestContext, optional = false): { game: LotteryGame; vendor: string } | null {
  const code = codeParam(ctx.url, 'gameCode', 20).toUpperCase();
  if (!code) {
    if (optional) return null;
    throw new ApiError(400, 'request_param_err', 'request_param_err');
  }
  const hit = available(ctx).find((g) => g.game.gameCode === code);
  if (!hit) throw new ApiError(400, 'game.not.found', 'game.not.found');
  return hit;
}

function gameMenu(ctx: RequestContext) {
  codeParam(ctx.url, 'device', 10);
  const mode = prizeModeOf(codeParam(ctx.url, 'prizeMode', 10));
  if (!mode) throw new ApiError(400, 'request_param_err', 'request_param_err');
  const chain = languageChain(ctx, 'language');
  const games = available(ctx).filter(({ game }) => game.modes.includes(mode));
  const menus: Record<string, { gameGroupCode: string; gameGroupName: string; gameMenus: MenuItem[] }> = {};
  for (const group of LOTTERY_GROUPS) {
    const items = games.filter(({ game }) => game.group === group.code).map(({ game, vendor }) => menuItem(game, vendor, chain));
    if (items.length) menus[group.code] = { gameGroupCode: group.code, gameGroupName: nameIn(group.names, chain), gameMenus: items };
  }
  return menus;
}

function recentMenu(ctx: RequestContext) {
  const member = requireMember(ctx);
  const chain = languageChain(ctx, 'language');
  const games = available(ctx);
  const gameMenus = recentLotteryCodes(ctx.db, member.id, 20).flatMap((code) => {
    const hit = games.find((g) => g.game.gameCode === code);
    return hit ? [menuItem(hit.game, hit.vendor, chain)] : [];
  });
  return { gameMenus };
}

function openedList(ctx: RequestContext) {
  const count = intParam(ctx.url, 'count', { fallback: 100, min: 1, max: 100 });
  const one = lotteryGameParam(ctx, true);
  const chain = languageChain(ctx, 'language');
  const now = Date.now();
  // Without a game: the newest draws across the merchant's games, merged by opening time.
  const draws = (one ? [one] : available(ctx))
    .flatMap(({ game }) => openedDraws(game, now, count).map((draw) => ({ game, draw })))
    .sort((a, b) => b.draw.openTime - a.draw.openTime || a.game.gameCode.localeCompare(b.game.gameCode))
    .slice(0, count);
  return {
    list: draws.map(({ game, draw }) => ({
      gameCode: game.gameCode,
      gameName: nameIn(game.names, chain),
      numero: draw.numero,
      openTime: draw.openTime,
      winningNumbers: winningNumbers(game, draw.numero),
    })),
  };
}

function latestOpened(ctx: RequestContext) {
  const { game } = lotteryGameParam(ctx)!;
  const [draw] = openedDraws(game, Date.now(), 1);
  return { gameCode: game.gameCode, numero: draw!.numero, openTime: draw!.openTime, winningNumbers: winningNumbers(game, draw!.numero) };
}

function drawInfo(ctx: RequestContext) {
  const { game } = lotteryGameParam(ctx)!;
  return currentDraw(game, Date.now());
}

export const lotteryRoutes: Route[] = [
  { method: 'GET', path: '/lgw/vn/games/game_menu', modId: 'COMM3', bare: true, handle: gameMenu },
  { method: 'GET', path: '/lgw/vn/games/game_menu/recent', modId: 'COMM3', bare: true, handle: recentMenu },
  // The same list under the non-VN lottery's path.
  { method: 'GET', path: '/lgw/games/game_menus/recent', modId: 'COMM3', bare: true, handle: recentMenu },
  { method: 'GET', path: '/lgw/vn/numeros/opened/game', modId: 'COMM3', bare: true, handle: openedList },
  { method: 'GET', path: '/lgw/games/opened/numero', modId: 'COMM3', bare: true, handle: latestOpened },
  { method: 'GET', path: '/lgw/draw', modId: 'COMM3', bare: true, handle: drawInfo },
];
