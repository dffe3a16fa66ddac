import { TransferFundPage } from '~/features/member/transfer/transfer-fund-page';
import { transferFundAction, transferFundLoader } from '~/features/member/transfer/transfer.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'realAccount' }, messages: ['cashier', 'member', 'password', 'account', 'forgot', 'register', 'verify', 'rg'] });
export const loader = transferFundLoader;
export const action = transferFundAction;
export default TransferFundPage;
export const ErrorBoundary = MemberPageError;
