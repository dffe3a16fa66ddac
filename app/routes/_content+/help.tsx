import type { LoaderFunctionArgs } from '@remix-run/node';
import { HelpPage } from '~/features/help/help-page';
import { helpPageLoader } from '~/features/help/help-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true }, messages: ['help', 'home'] });
export const loader = (args: LoaderFunctionArgs) => helpPageLoader(args, 'help');
export const meta = pageMeta;
export default HelpPage;
