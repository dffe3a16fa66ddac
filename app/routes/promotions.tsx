import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from '~/site/page-route.server';
import { pageMeta, TitledPage } from '~/site/page-route';

export const loader = (args: LoaderFunctionArgs) => pageLoader(args, 'promotions');
export const meta = pageMeta;

export default TitledPage;
