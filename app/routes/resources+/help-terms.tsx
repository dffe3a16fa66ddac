import { helpTermsLoader } from '~/features/help/help-page.server';
import { routeHandle } from '~/request/route-gates';

/** The terms for the registration form's modal, loaded when the player opens it. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true } });
export const loader = helpTermsLoader;
