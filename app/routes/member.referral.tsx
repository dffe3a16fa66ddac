import { ReferralPage } from '~/features/member/rewards/referral-page';
import { referralLoader } from '~/features/member/rewards/referral.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'realAccount' }, messages: ['member', 'records', 'referral'] });
export const loader = referralLoader;
export default ReferralPage;
export const ErrorBoundary = MemberPageError;
