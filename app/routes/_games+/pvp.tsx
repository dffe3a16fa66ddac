import type { LoaderFunctionArgs } from '@remix-run/node';
import { CategoryPage } from '~/features/games/category-page';
import { pvpLoader } from '~/features/games/category-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { needs: { category: 'PVP' }, access: 'public' }, messages: ['games', 'home'] });
export const loader = (args: LoaderFunctionArgs) => pvpLoader(args);
export const meta = pageMeta;
export default CategoryPage;
