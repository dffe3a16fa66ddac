import { memberPopupsLoader } from '~/features/home/home.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public' } });
export const loader = memberPopupsLoader;
