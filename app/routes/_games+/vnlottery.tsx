import { vnLotteryLoader } from '~/features/games/lottery.server';
import { VnLotteryPage } from '~/features/games/vn-lottery-page';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { needs: { lottery: ['TCG_LOTTO_VN'] }, access: 'public' },
  chrome: 'game',
  messages: ['lottery', 'account', 'games', 'forgot', 'register', 'verify', 'password', 'rg'],
});
export const loader = vnLotteryLoader;
export const meta = pageMeta;
export default VnLotteryPage;
