import { moreGamesLoader } from '~/features/games/lobby/lobby.server';
import { routeHandle } from '~/request/route-gates';

/** More pages of the `/rng` lobby: the same gate as the lobby. */
export const handle = routeHandle({ gate: { needs: { category: 'RNG' }, access: 'public' } });
export const loader = moreGamesLoader;
