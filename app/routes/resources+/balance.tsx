import { balanceLoader } from '~/features/accounts/balance.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public' } });
export const loader = balanceLoader;
