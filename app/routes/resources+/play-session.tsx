import { playSessionLoader } from '~/features/games/play-session.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { needs: { platform: 'responsibleGaming' }, access: 'public' } });
export const loader = playSessionLoader;
