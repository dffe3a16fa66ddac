import { JoinPage } from '~/features/join/join-page';
import { joinAction, joinLoader } from '~/features/join/join.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** Join us: the affiliate programme and its application form, for everyone where the brand runs one (AFFMAN3). */
export const handle = routeHandle({ gate: { needs: [{ feature: 'affiliate' }, { platform: 'affiliateProgramme' }], access: 'public' }, messages: ['join'] });
export const loader = joinLoader;
export const action = joinAction;
export const meta = pageMeta;
export default JoinPage;
