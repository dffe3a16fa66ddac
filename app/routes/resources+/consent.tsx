import { redirect } from '@remix-run/node';
import { consentAction } from '~/features/chrome/consent.server';
import { routeHandle } from '~/request/route-gates';

/** The analytics consent banner's answer: on every page a visitor may see, signed in or not. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const action = consentAction;

export function loader() {
  return redirect('/index');
}
