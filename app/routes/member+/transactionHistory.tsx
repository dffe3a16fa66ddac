import { TransactionsPage } from '~/features/member/records/transactions-page';
import { transactionsLoader } from '~/features/member/records/records.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'transactionHistory' }, memberCentre: true, access: 'realAccount' },
  messages: ['cashier', 'member', 'records'],
});
export const loader = /* @__PURE__ */ orUnavailable(transactionsLoader);
export default unlessUnavailable(TransactionsPage);
export const ErrorBoundary = MemberPageError;
