import { TransferFundPage } from '~/features/member/transfer/transfer-fund-page';
import { transferFundAction, transferFundLoader } from '~/features/member/transfer/transfer.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'walletTransfer' }, memberCentre: true, access: 'realAccount' },
  messages: ['cashier', 'member', 'password', 'account', 'forgot', 'register', 'verify', 'rg'],
});
export const loader = /* @__PURE__ */ orUnavailable(transferFundLoader);
export const action = transferFundAction;
export default unlessUnavailable(TransferFundPage);
export const ErrorBoundary = MemberPageError;
