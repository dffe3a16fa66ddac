import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from '~/features/content/page.server';
import { TitledPage } from '~/features/content/titled-page';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

// hasVip off: the brand has no VIP programme, so the page does not exist (404) and the menus do not link it.
export const handle = routeHandle({ gate: { access: 'public', needs: { feature: 'vip' } } });
export const loader = (args: LoaderFunctionArgs) => pageLoader(args, 'vip');
export const meta = pageMeta;
export default TitledPage;
