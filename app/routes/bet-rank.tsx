import type { LoaderFunctionArgs } from '@remix-run/node';
import { rankLoader } from '~/site/rank-page.server';
import { RankPage, rankMeta } from '~/site/rank-page';

export const loader = (args: LoaderFunctionArgs) => rankLoader(args, 'betRank');
export const meta = rankMeta;

export default RankPage;
