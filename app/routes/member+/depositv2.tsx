import { DepositPage } from '~/features/member/deposit/deposit-page';
import { depositAction, depositLoader } from '~/features/member/deposit/deposit.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'deposit' }, memberCentre: true, access: 'realAccount' },
  messages: ['cashier', 'member', 'password', 'account', 'forgot', 'register', 'verify', 'rg'],
  upload: { images: 1 },
});
export const loader = /* @__PURE__ */ orUnavailable(depositLoader);
export const action = depositAction;
export default unlessUnavailable(DepositPage);
export const ErrorBoundary = MemberPageError;
