import { OverviewPage } from '~/features/agent/pages/overview-page';
import { overviewLoader } from '~/features/agent/pages/overview.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { orUnavailable, unlessUnavailable } from '~/features/member/ui/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'member'] });
export const loader = orUnavailable(overviewLoader);
export default unlessUnavailable(OverviewPage);
export const ErrorBoundary = MemberPageError;
