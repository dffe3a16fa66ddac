import { ChangePasswordPage } from '~/features/accounts/change-password-page';
import { changePasswordLoader, changePasswordAction } from '~/features/accounts/change-password.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { access: 'signIn', duringPasswordChange: true },
  chrome: 'bare',
  messages: ['password', 'rg', 'verify', 'forgot', 'register', 'validation'],
});
export const loader = changePasswordLoader;
export const action = changePasswordAction;
export const meta = pageMeta;
export default ChangePasswordPage;
