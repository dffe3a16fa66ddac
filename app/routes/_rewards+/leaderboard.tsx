import { LeaderboardPage } from '~/features/rankings/leaderboard-page';
import { leaderboardLoader } from '~/features/rankings/leaderboard-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The month's biggest wins: public like the winners list. */
export const handle = routeHandle({ gate: { needs: { platform: 'bigWins' }, access: 'public' }, messages: ['home', 'member', 'rankings'] });
export const loader = leaderboardLoader;
export const meta = pageMeta;
export default LeaderboardPage;
