import { PromoDetailError } from '~/features/promotions/promo-detail-error';
import { PromoDetailPage } from '~/features/promotions/promo-detail-page';
import { promoDetailAction, promoDetailLoader } from '~/features/promotions/promo-detail.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({
  gate: { needs: [{ feature: 'promotions' }, { platform: 'promotionDetail' }], access: 'public' },
  messages: ['account', 'forgot', 'password', 'promotions', 'register', 'rg', 'verify', 'member'],
  upload: { images: 3 },
});
export const loader = promoDetailLoader;
export const action = promoDetailAction;
export const meta = pageMeta;
export default PromoDetailPage;
export const ErrorBoundary = PromoDetailError;
