import type { LoaderFunctionArgs } from '@remix-run/node';
import { BANNER_GROUP_BY_ROUTE } from '~/features/content/banner-groups';
import { pageLoader } from '~/features/content/page.server';
import { getPublicContent } from '~/features/content/public-content.server';
import { notFound } from '~/lib/responses';
import { boardMoney, periodLabel } from './board-views.server';
import { playerRanking, type RankingBoard } from './public-boards.server';

const BOARDS: Record<'depositRank' | 'betRank', RankingBoard> = { depositRank: 'depositRanking', betRank: 'validBetRanking' };

/**
 * `/deposit-rank` and `/bet-rank`: the month's top 20 by credited deposits or by valid bet. A board exists
 * only while the operator publishes its banner group (w_deposit20, w_bet20), whose art heads the page.
 */
export async function rankLoader(args: LoaderFunctionArgs, key: 'depositRank' | 'betRank') {
  const page = await pageLoader(args, key);
  if (!page.banners.length) throw notFound();
  const other = key === 'depositRank' ? 'betRank' : 'depositRank';
  const [site, ranking, signIn, content] = await Promise.all([
    args.context.site(),
    playerRanking(args.context, BOARDS[key]),
    args.context.signIn(),
    getPublicContent(args.context),
  ]);
  return {
    ...page,
    kind: key,
    /** The other board, when the operator publishes it too (a link to a missing page would be a dead end). */
    otherBoard: content.banners[BANNER_GROUP_BY_ROUTE[other]!]?.length ? other : null,
    signedIn: Boolean(signIn && !signIn.isTrial),
    board: ranking && {
      period: periodLabel(ranking, site.language),
      money: boardMoney(ranking, site.language),
      list: ranking.list,
      me: ranking.me,
    },
  };
}
