import { TeamBetsPage } from '~/features/agent/pages/team-bets-page';
import { teamBetsLoader } from '~/features/agent/pages/reports.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { orUnavailable, unlessUnavailable } from '~/features/member/ui/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'cashier', 'records', 'member'] });
export const loader = orUnavailable(teamBetsLoader);
export default unlessUnavailable(TeamBetsPage);
export const ErrorBoundary = MemberPageError;
