import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from '~/features/content/page.server';
import { TitledPage } from '~/features/content/titled-page';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true } });
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, 'help');
export const meta = pageMeta;
export default TitledPage;
