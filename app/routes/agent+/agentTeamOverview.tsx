import { OverviewPage } from '~/features/agent/pages/overview-page';
import { overviewLoader } from '~/features/agent/pages/overview.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { needs: { platform: 'agentTeam' }, access: 'agent' }, messages: ['agent', 'member'] });
export const loader = /* @__PURE__ */ orUnavailable(overviewLoader);
export default unlessUnavailable(OverviewPage);
export const ErrorBoundary = MemberPageError;
