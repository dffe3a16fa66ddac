import { ForgotPasswordPage } from '~/features/accounts/forgot-password-page';
import { forgotPasswordLoader, forgotPasswordAction } from '~/features/accounts/forgot-password.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { access: 'public', beforeLogin: true },
  chrome: 'bare',
  messages: ['forgot', 'password', 'register', 'validation', 'rg', 'verify'],
});
export const loader = forgotPasswordLoader;
export const action = forgotPasswordAction;
export const meta = pageMeta;
export default ForgotPasswordPage;
