import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { WithdrawPage } from '~/features/member/withdraw/withdraw-page';
import { withdrawAction, withdrawLoader } from '~/features/member/withdraw/withdraw.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'withdraw' }, memberCentre: true, access: 'realAccount' },
  messages: ['cashier', 'member', 'password', 'account', 'forgot', 'register', 'verify', 'rg', 'validation'],
  upload: { images: 1 },
});
export const loader = /* @__PURE__ */ orUnavailable(withdrawLoader);
export const action = withdrawAction;
export default unlessUnavailable(WithdrawPage);
export const ErrorBoundary = MemberPageError;
