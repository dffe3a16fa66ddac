import { ReferralPage } from '~/features/member/rewards/referral-page';
import { referralLoader } from '~/features/member/rewards/referral.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'referral' }, memberCentre: true, access: 'realAccount' },
  messages: ['member', 'records', 'referral'],
});
export const loader = /* @__PURE__ */ orUnavailable(referralLoader);
export default unlessUnavailable(ReferralPage);
export const ErrorBoundary = MemberPageError;
