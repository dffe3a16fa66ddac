import type { LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { boardMoney, periodLabel } from './board-views.server';
import { sharedBigWins } from './public-boards.server';
import { winRow } from './win-rows.server';

export const LEADERBOARD_GAME_TYPES = ['ALL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;
/** `?game=` one of the statement's game types; anything else is all games. */
const GameQuery = v.fallback(v.picklist(LEADERBOARD_GAME_TYPES), 'ALL');

/** `/leaderboard`: the month's 50 biggest single wins, all games or one game type. */
export async function leaderboardLoader({ request, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const game = v.parse(GameQuery, (new URL(request.url).searchParams.get('game') ?? '').toUpperCase());
  const [t, board] = await Promise.all([getFixedT(site.language), sharedBigWins(context, game)]);
  const now = Date.now();
  return {
    title: t('rankings.leaderboardTitle'),
    brandName: site.brand.name,
    game,
    games: LEADERBOARD_GAME_TYPES,
    board: board && {
      money: boardMoney(board, site.language),
      period: periodLabel(board, site.language),
      rows: board.list.map((w, i) => ({ rank: w.rank, ...winRow(w, i, { now, timeZone: site.brand.timeZone, language: site.language }) })),
    },
  };
}
