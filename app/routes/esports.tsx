import type { LoaderFunctionArgs } from '@remix-run/node';
import { categoryLoader } from '~/games/category-page.server';
import { CategoryPage, categoryMeta } from '~/games/category-page';

export const loader = (args: LoaderFunctionArgs) => categoryLoader(args, 'esports', 'ESPORTS');
export const meta = categoryMeta;

export default CategoryPage;
