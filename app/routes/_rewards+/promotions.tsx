import { PromotionsPage } from '~/features/promotions/promotions-page';
import { promotionsAction, promotionsLoader } from '~/features/promotions/promotions.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { needs: [{ feature: 'promotions' }, { platform: 'promotions' }], access: 'public' },
  messages: ['account', 'forgot', 'home', 'password', 'promotions', 'register', 'rg', 'verify', 'member'],
});
export const loader = promotionsLoader;
export const action = promotionsAction;
export const meta = pageMeta;
export default PromotionsPage;
