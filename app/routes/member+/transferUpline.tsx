import { TransferUplinePage } from '~/features/member/transfer/transfer-upline-page';
import { transferUplineAction, transferUplineLoader } from '~/features/member/transfer/transfer.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'uplineTransfer' }, memberCentre: true, access: 'realAccount' },
  messages: ['cashier', 'member', 'password', 'account', 'forgot', 'register', 'verify', 'rg'],
});
export const loader = /* @__PURE__ */ orUnavailable(transferUplineLoader);
export const action = transferUplineAction;
export default unlessUnavailable(TransferUplinePage);
export const ErrorBoundary = MemberPageError;
