import { BonusPage } from '~/features/member/records/bonus-page';
import { bonusLoader } from '~/features/member/records/records.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'bonusDetails' }, memberCentre: true, access: 'realAccount' },
  messages: ['member', 'records'],
});
export const loader = /* @__PURE__ */ orUnavailable(bonusLoader);
export default unlessUnavailable(BonusPage);
export const ErrorBoundary = MemberPageError;
