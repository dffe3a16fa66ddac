import { LotteryPage } from '~/features/games/lottery-page';
import { lotteryLoader } from '~/features/games/lottery.server';
import { LOTTERY_VENDORS } from '~/request/remote-config/categories';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { needs: { lottery: LOTTERY_VENDORS }, access: 'signIn' },
  chrome: 'game',
  messages: ['games', 'lottery', 'account', 'forgot', 'register', 'verify', 'password', 'rg'],
});
export const loader = lotteryLoader;
export const meta = pageMeta;
export default LotteryPage;
