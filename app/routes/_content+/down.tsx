import { DownloadPage } from '~/features/download/download-page';
import { downloadPageLoader } from '~/features/download/download-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true }, messages: ['download', 'home'] });
export const loader = downloadPageLoader;
export const meta = pageMeta;
export default DownloadPage;
