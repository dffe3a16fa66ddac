import { WinnersPage } from '~/features/rankings/winners-page';
import { winnersLoader } from '~/features/rankings/winners-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The home ticker's full list: public like the ticker itself. */
export const handle = routeHandle({ gate: { needs: { platform: 'winners' }, access: 'public' }, messages: ['home', 'member', 'rankings'] });
export const loader = winnersLoader;
export const meta = pageMeta;
export default WinnersPage;
