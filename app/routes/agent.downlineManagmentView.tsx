import { TeamPage } from '~/features/agent/pages/team-page';
import { teamAction, teamLoader } from '~/features/agent/pages/team.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'cashier', 'records', 'member', 'rebate', 'register', 'password', 'account', 'forgot', 'verify', 'rg'] });
export const loader = teamLoader;
export const action = teamAction;
export default TeamPage;
export const ErrorBoundary = MemberPageError;
