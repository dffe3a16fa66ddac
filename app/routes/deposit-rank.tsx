import type { LoaderFunctionArgs } from '@remix-run/node';
import { rankLoader } from '~/site/rank-page.server';
import { pageMeta } from '~/site/page-route';
import { RankPage } from '~/site/rank-page';

export const loader = (args: LoaderFunctionArgs) => rankLoader(args, 'depositRank');
export const meta = pageMeta;

export default RankPage;
