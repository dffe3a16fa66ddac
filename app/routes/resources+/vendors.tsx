import { siteVendorsLoader } from '~/features/chrome/site-vendors.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const loader = siteVendorsLoader;
