import { IncomePage } from '~/features/agent/pages/income-page';
import { agentIncomeLoader } from '~/features/agent/pages/reports.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'records', 'member'] });
export const loader = agentIncomeLoader;
export default IncomePage;
export const ErrorBoundary = MemberPageError;
