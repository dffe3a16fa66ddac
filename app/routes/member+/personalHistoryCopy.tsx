import { BetRecordsPage } from '~/features/member/records/bet-records-page';
import { betRecordsLoader } from '~/features/member/records/records.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'betRecords' }, memberCentre: true, access: 'realAccount' },
  messages: ['cashier', 'member', 'records'],
});
export const loader = /* @__PURE__ */ orUnavailable(betRecordsLoader);
export default unlessUnavailable(BetRecordsPage);
export const ErrorBoundary = MemberPageError;
