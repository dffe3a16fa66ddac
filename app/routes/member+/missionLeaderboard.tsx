import { MissionsPage } from '~/features/member/rewards/missions-page';
import { missionsAction, missionsLoader } from '~/features/member/rewards/missions.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'missions' }, memberCentre: true, access: 'realAccount' },
  messages: ['account', 'forgot', 'member', 'missions', 'password', 'rebate', 'register', 'rewards', 'rg', 'verify'],
});
export const loader = /* @__PURE__ */ orUnavailable(missionsLoader);
export const action = missionsAction;
export default unlessUnavailable(MissionsPage);
export const ErrorBoundary = MemberPageError;
