import { publicStateLoader } from '~/features/member/public-state.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public' } });
export const loader = publicStateLoader;
