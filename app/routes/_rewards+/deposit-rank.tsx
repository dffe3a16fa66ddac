import type { LoaderFunctionArgs } from '@remix-run/node';
import { RankPage } from '~/features/rankings/rank-page';
import { rankLoader } from '~/features/rankings/rank-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** Exists only while the operator publishes the board's banner group. */
export const handle = routeHandle({ gate: { needs: { platform: 'rankings' }, access: 'public' }, messages: ['home', 'member', 'rankings'] });
export const loader = (args: LoaderFunctionArgs) => rankLoader(args, 'depositRank');
export const meta = pageMeta;
export default RankPage;
