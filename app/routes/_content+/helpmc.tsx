import type { LoaderFunctionArgs } from '@remix-run/node';
import { HelpPage } from '~/features/help/help-page';
import { helpPageLoader } from '~/features/help/help-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The help centre for the apps' web views: the same page without the site's header and footer. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true }, chrome: 'bare', messages: ['help', 'home'] });
export const loader = (args: LoaderFunctionArgs) => helpPageLoader(args, 'helpmc');
export const meta = pageMeta;
export default HelpPage;
