import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ContractsPage } from '~/features/agent/contracts/contracts-page';
import { contractsAction, contractsLoader } from '~/features/agent/contracts/contracts.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { access: 'agent', needs: [{ feature: 'hourlySalary' }, { platform: 'agentContracts' }] },
  messages: ['agent', 'records', 'member', 'password', 'account', 'cashier', 'forgot', 'register', 'verify', 'rg', 'rebate'],
});
// Wrapped, so the browser build (where server code is stubbed) never calls the factory.
export const loader = /* @__PURE__ */ orUnavailable((args: LoaderFunctionArgs) => contractsLoader('HOURLY')(args));
export const action = (args: ActionFunctionArgs) => contractsAction('HOURLY')(args);
export default unlessUnavailable(ContractsPage);
export const ErrorBoundary = MemberPageError;
