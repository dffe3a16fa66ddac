import { ContractRequestPage } from '~/features/agent/contracts/contract-request-page';
import { contractRequestAction, contractRequestLoader } from '~/features/agent/contracts/contract-request.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The contract requests waiting for the member's answer: the popup's page, for any real account. */
export const handle = routeHandle({
  gate: { access: 'realAccount', needs: [{ feature: 'agentPolicy' }, { platform: 'contractRequests' }] },
  messages: ['agent', 'password', 'account', 'cashier', 'forgot', 'register', 'verify', 'rg', 'rebate'],
});
export const loader = contractRequestLoader;
export const action = contractRequestAction;
export const meta = pageMeta;
export default ContractRequestPage;
export const ErrorBoundary = MemberPageError;
