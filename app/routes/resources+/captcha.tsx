import { captchaLoader } from '~/features/accounts/captcha.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true } });
export const loader = captchaLoader;
