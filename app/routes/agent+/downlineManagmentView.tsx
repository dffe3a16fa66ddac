import { TeamPage } from '~/features/agent/pages/team-page';
import { teamAction, teamLoader } from '~/features/agent/pages/team.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'downlines' }, access: 'agent' },
  messages: ['agent', 'cashier', 'records', 'member', 'rebate', 'register', 'password', 'account', 'forgot', 'verify', 'rg'],
});
export const loader = /* @__PURE__ */ orUnavailable(teamLoader);
export const action = teamAction;
export default unlessUnavailable(TeamPage);
export const ErrorBoundary = MemberPageError;
