import { keepAliveAction } from '~/features/accounts/keep-alive.server';
import { routeHandle } from '~/request/route-gates';

/** A signed-in page's keep-alive while its player is active; a guest is simply told so. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const action = keepAliveAction;
