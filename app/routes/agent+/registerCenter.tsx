import { AccountPage } from '~/features/agent/pages/account-page';
import { accountAction, accountLoader } from '~/features/agent/pages/account.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'agentRegistration' }, access: 'agent' },
  messages: ['agent', 'member', 'rebate', 'register', 'password', 'account', 'cashier', 'forgot', 'verify', 'rg'],
});
export const loader = /* @__PURE__ */ orUnavailable(accountLoader);
export const action = accountAction;
export default unlessUnavailable(AccountPage);
export const ErrorBoundary = MemberPageError;
