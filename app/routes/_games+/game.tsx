import type { LoaderFunctionArgs } from '@remix-run/node';
import { GamePage } from '~/features/games/game-page';
import { gameLaunchLoader, launchPageHeaders } from '~/features/games/launch.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/**
 * `/game?vendor=&nodeId=`: one game in an iframe under the site header. Links that belong elsewhere
 * (lottery, FB Sports, seamless vendors) are redirected there first; then login and a real account.
 */
export const handle = routeHandle({
  gate: { needs: { feature: 'gameLobby' }, access: 'public' },
  chrome: 'game',
  messages: ['games', 'rg', 'account', 'forgot', 'register', 'verify', 'password'],
});
export const loader = (args: LoaderFunctionArgs) => gameLaunchLoader(args, 'game');
export const headers = launchPageHeaders;
export const meta = pageMeta;
export default GamePage;
