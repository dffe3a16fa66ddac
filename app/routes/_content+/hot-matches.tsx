import { FB_SPORTS_VENDORS } from '~/request/remote-config/categories';
import { HotMatchesPage } from '~/features/hot-matches/hot-matches-page';
import { hotMatchesLoader } from '~/features/hot-matches/hot-matches-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** `/hot-matches` exists where the brand offers the sportsbook the matches link to (decision 026). */
export const handle = routeHandle({ gate: { needs: { vendors: FB_SPORTS_VENDORS }, access: 'public' }, messages: ['hotMatches'] });
export const loader = hotMatchesLoader;
export const meta = pageMeta;
export default HotMatchesPage;
