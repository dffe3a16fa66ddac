import { VipPage } from '~/features/rankings/vip-page';
import { vipLoader } from '~/features/rankings/vip-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

// hasVip off: the brand has no VIP programme, so the page does not exist (404) and the menus do not link it.
export const handle = routeHandle({ gate: { access: 'public', needs: [{ feature: 'vip' }, { platform: 'vipLevels' }] }, messages: ['vipPage', 'member'] });
export const loader = vipLoader;
export const meta = pageMeta;
export default VipPage;
