import { trialBalanceLoader } from '~/features/games/free-play.server';
import { routeHandle } from '~/request/route-gates';

/** `/resources/trial-balance`: the play money of a free-play game (decision 016), for the badge beside it. */
export const handle = routeHandle({
  gate: { needs: { platform: 'freePlayBalance' }, access: 'public' },
  messages: ['account', 'games', 'forgot', 'register', 'verify', 'password', 'rg'],
});
export const loader = trialBalanceLoader;
