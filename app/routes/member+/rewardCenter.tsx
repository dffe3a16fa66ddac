import { RewardCenterPage } from '~/features/member/rewards/reward-center-page';
import { rewardCenterAction, rewardCenterLoader } from '~/features/member/rewards/reward-center.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { memberCentre: true, access: 'realAccount', needs: [{ feature: 'promotions' }, { platform: 'rewardCenter' }] },
  messages: ['account', 'forgot', 'member', 'missions', 'password', 'rebate', 'register', 'rewards', 'rg', 'verify'],
});
export const loader = /* @__PURE__ */ orUnavailable(rewardCenterLoader);
export const action = rewardCenterAction;
export default unlessUnavailable(RewardCenterPage);
export const ErrorBoundary = MemberPageError;
