import { TeamTransactionsPage } from '~/features/agent/pages/team-transactions-page';
import { teamTransactionsLoader } from '~/features/agent/pages/reports.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { needs: { platform: 'agentReports' }, access: 'agent' }, messages: ['agent', 'cashier', 'records', 'member'] });
export const loader = /* @__PURE__ */ orUnavailable(teamTransactionsLoader);
export default unlessUnavailable(TeamTransactionsPage);
export const ErrorBoundary = MemberPageError;
