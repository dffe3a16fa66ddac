import type { LoaderFunctionArgs } from '@remix-run/node';
import { CategoryPage } from '~/features/games/category-page';
import { categoryLoader } from '~/features/games/category-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { needs: { category: 'SPORTS' }, access: 'public' }, messages: ['games', 'home'], sharedBody: true });
export const loader = (args: LoaderFunctionArgs) => categoryLoader(args, 'sports', 'SPORTS');
export const meta = pageMeta;
export default CategoryPage;
