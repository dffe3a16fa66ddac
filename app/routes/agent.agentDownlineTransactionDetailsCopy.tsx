import { TeamTransactionsPage } from '~/features/agent/pages/team-transactions-page';
import { teamTransactionsLoader } from '~/features/agent/pages/reports.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'cashier', 'records', 'member'] });
export const loader = teamTransactionsLoader;
export default TeamTransactionsPage;
export const ErrorBoundary = MemberPageError;
