import { TitledPage } from '~/features/content/titled-page';
import { memberPageLoader } from '~/features/member/member-page.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** Member centre pages: real accounts only (guests log in and come back; trial accounts are told why not). */
export const handle = routeHandle({ gate: { access: 'realAccount' } });
export const loader = memberPageLoader;
export const meta = pageMeta;
export default TitledPage;
