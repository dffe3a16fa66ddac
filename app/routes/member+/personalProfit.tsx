import { ProfitPage } from '~/features/member/records/profit-page';
import { profitLoader } from '~/features/member/records/records.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { needs: { platform: 'profit' }, memberCentre: true, access: 'realAccount' }, messages: ['member', 'records'] });
export const loader = /* @__PURE__ */ orUnavailable(profitLoader);
export default unlessUnavailable(ProfitPage);
export const ErrorBoundary = MemberPageError;
