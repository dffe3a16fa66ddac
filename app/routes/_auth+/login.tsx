import { LoginPage } from '~/features/accounts/login-page';
import { loginLoader, loginAction } from '~/features/accounts/login.server';
import { revalidateAfterSubmit } from '~/features/accounts/revalidate-after-submit';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { access: 'public', beforeLogin: true },
  chrome: 'bare',
  messages: ['register', 'rg', 'verify', 'validation', 'forgot', 'password'],
});
export const loader = loginLoader;
export const action = loginAction;
export const meta = pageMeta;
export const shouldRevalidate = revalidateAfterSubmit;
export default LoginPage;
