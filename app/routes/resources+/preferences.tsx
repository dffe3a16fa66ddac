import { redirect } from '@remix-run/node';
import { preferencesAction } from '~/features/chrome/preferences.server';
import { routeHandle } from '~/request/route-gates';

/** Colour mode and language: also on the sign-in pages and while a password change is pending. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const action = preferencesAction;

export function loader() {
  return redirect('/index');
}
