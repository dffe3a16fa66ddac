import { PointMallPage } from '~/features/point-mall/point-mall-page';
import { pointMallAction, pointMallLoader } from '~/features/point-mall/point-mall.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

// Guests browse the items and rules; redeeming and converting need a real account (checked by the action).
export const handle = routeHandle({
  gate: { needs: [{ feature: 'pointMall' }, { platform: 'pointMall' }], access: 'public' },
  messages: ['home', 'pointMall', 'records', 'cashier', 'account', 'forgot', 'register', 'verify', 'password', 'rg', 'member'],
});
export const loader = pointMallLoader;
export const action = pointMallAction;
export const meta = pageMeta;
export default PointMallPage;
