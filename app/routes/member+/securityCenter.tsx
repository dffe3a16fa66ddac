import { AccountPage } from '~/features/member/account/account-page';
import { accountAction, accountLoader } from '~/features/member/account/account.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { needs: { platform: 'accountSecurity' }, memberCentre: true, access: 'realAccount' },
  messages: ['account', 'cashier', 'member', 'register', 'validation', 'password', 'forgot', 'verify', 'rg'],
  upload: { images: 1 },
});
export const loader = /* @__PURE__ */ orUnavailable(accountLoader);
export const action = accountAction;
export default unlessUnavailable(AccountPage);
export const ErrorBoundary = MemberPageError;
