import { fbSportsLoader } from '~/features/games/fbsports.server';
import { FbSportsPage } from '~/features/games/fbsports-page';
import { FB_SPORTS_VENDORS } from '~/request/remote-config/categories';
import { launchPageHeaders } from '~/features/games/launch.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** `/fbsports` exists only where the brand's lanes carry FB Sports (decision 008). */
export const handle = routeHandle({
  gate: { needs: { vendors: FB_SPORTS_VENDORS }, access: 'public' },
  chrome: 'game',
  messages: ['games', 'account', 'forgot', 'register', 'verify', 'password', 'rg'],
});
export const loader = fbSportsLoader;
export const headers = launchPageHeaders;
export const meta = pageMeta;
export default FbSportsPage;
