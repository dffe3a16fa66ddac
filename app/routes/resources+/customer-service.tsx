import { customerServiceLoader } from '~/features/chrome/customer-service.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const loader = customerServiceLoader;
