import type { LoaderFunctionArgs } from '@remix-run/node';
import { categoryLoader } from '~/games/category-page.server';
import { CategoryPage } from '~/games/category-page';
import { pageMeta } from '~/site/page-route';

export const loader = (args: LoaderFunctionArgs) => categoryLoader(args, 'pvp', 'PVP');
export const meta = pageMeta;

export default CategoryPage;
