import { OverviewPage } from '~/features/agent/pages/overview-page';
import { overviewLoader } from '~/features/agent/pages/overview.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'member'] });
export const loader = overviewLoader;
export default OverviewPage;
export const ErrorBoundary = MemberPageError;
