import type { ShouldRevalidateFunction } from '@remix-run/react';
import { LobbyPage } from '~/features/games/lobby/lobby-page';
import { lobbyLoader } from '~/features/games/lobby/lobby.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** `/rng?games=RNG|FISH|PVP`: the egames lobby. */
export const handle = routeHandle({ gate: { needs: { category: 'RNG' }, access: 'public' }, messages: ['home', 'lobby'], sharedBody: true });
export const loader = lobbyLoader;

/** A favourite toggle changes one heart, which the tile already shows: the list is not reloaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/resources/favourite') ? false : defaultShouldRevalidate;

export const meta = pageMeta;
export default LobbyPage;
