import { NoticePage } from '~/features/content/notice-page';
import { noticePageLoader } from '~/features/content/notice-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { access: 'public' }, messages: ['notices'] });
export const loader = noticePageLoader;
export const meta = pageMeta;
export default NoticePage;
