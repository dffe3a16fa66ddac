import { BetRecordsPage } from '~/features/member/records/bet-records-page';
import { betRecordsLoader } from '~/features/member/records/records.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'realAccount' }, messages: ['cashier', 'member', 'records'] });
export const loader = betRecordsLoader;
export default BetRecordsPage;
export const ErrorBoundary = MemberPageError;
