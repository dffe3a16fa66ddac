import { RebatePage } from '~/features/member/rewards/rebate-page';
import { rebateAction, rebateLoader } from '~/features/member/rewards/rebate.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { memberCentre: true, access: 'realAccount', needs: [{ feature: 'rebate' }, { platform: 'rebate' }] },
  messages: ['account', 'forgot', 'member', 'missions', 'password', 'rebate', 'register', 'rewards', 'rg', 'verify'],
});
export const loader = /* @__PURE__ */ orUnavailable(rebateLoader);
export const action = rebateAction;
export default unlessUnavailable(RebatePage);
export const ErrorBoundary = MemberPageError;
