import { ContractsPage } from '~/features/agent/contracts/contracts-page';
import { contractsAction, contractsLoader } from '~/features/agent/contracts/contracts.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'agent' } });
export const loader = contractsLoader('DIVIDEND');
export const action = contractsAction('DIVIDEND');
export default ContractsPage;
export const ErrorBoundary = MemberPageError;
