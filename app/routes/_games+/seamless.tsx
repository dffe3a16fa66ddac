import type { LoaderFunctionArgs } from '@remix-run/node';
import { gameLaunchLoader, launchPageHeaders } from '~/features/games/launch.server';
import { SeamlessPage } from '~/features/games/seamless-page';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** `/seamless?vendor=&nodeId=`: the same checks as `/game`, then the game fills the window without the site chrome. */
export const handle = routeHandle({
  gate: { needs: { feature: 'gameLobby' }, access: 'public' },
  chrome: 'bare',
  messages: ['games', 'account', 'forgot', 'register', 'verify', 'password', 'rg'],
});
export const loader = (args: LoaderFunctionArgs) => gameLaunchLoader(args, 'seamless');
export const headers = launchPageHeaders;
export const meta = pageMeta;
export default SeamlessPage;
