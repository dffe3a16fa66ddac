import { RegisterPage } from '~/features/accounts/register-page';
import { registerLoader, registerAction } from '~/features/accounts/register.server';
import { revalidateAfterSubmit } from '~/features/accounts/revalidate-after-submit';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { needs: { registration: true }, access: 'public', beforeLogin: true },
  chrome: 'bare',
  messages: ['help', 'register', 'validation', 'rg', 'verify', 'forgot', 'password'],
});
export const loader = registerLoader;
export const action = registerAction;
export const meta = pageMeta;
export const shouldRevalidate = revalidateAfterSubmit;
export default RegisterPage;
