import { LogoutPage } from '~/features/accounts/logout-page';
import { logoutLoader, logoutAction } from '~/features/accounts/logout.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { access: 'public', duringPasswordChange: true },
  chrome: 'bare',
  messages: ['rg', 'verify', 'forgot', 'register', 'password', 'validation'],
});
export const loader = logoutLoader;
export const action = logoutAction;
export const meta = pageMeta;
export default LogoutPage;
