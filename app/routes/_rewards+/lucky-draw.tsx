import { LuckyDrawPage } from '~/features/lucky-draw/lucky-draw-page';
import { luckyDrawAction, luckyDrawLoader } from '~/features/lucky-draw/lucky-draw.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

// Guests see the events and a log-in action; drawing needs a real account (checked by the action).
export const handle = routeHandle({
  gate: { needs: [{ feature: 'luckyDraw' }, { platform: 'luckyDraw' }], access: 'public' },
  messages: ['luckyDraw', 'member', 'records', 'account', 'forgot', 'register', 'verify', 'password', 'rg'],
});
export const loader = luckyDrawLoader;
export const action = luckyDrawAction;
export const meta = pageMeta;
export default LuckyDrawPage;
