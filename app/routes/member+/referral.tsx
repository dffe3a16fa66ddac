import { ReferralPage } from '~/features/member/rewards/referral-page';
import { referralLoader } from '~/features/member/rewards/referral.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { orUnavailable, unlessUnavailable } from '~/features/member/ui/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { memberCentre: true, access: 'realAccount' }, messages: ['member', 'records', 'referral'] });
export const loader = orUnavailable(referralLoader);
export default unlessUnavailable(ReferralPage);
export const ErrorBoundary = MemberPageError;
