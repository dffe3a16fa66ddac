import { MissionsPage } from '~/features/member/rewards/missions-page';
import { missionsAction, missionsLoader } from '~/features/member/rewards/missions.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'realAccount' }, messages: ['account', 'forgot', 'member', 'missions', 'password', 'rebate', 'register', 'rewards', 'rg', 'verify'] });
export const loader = missionsLoader;
export const action = missionsAction;
export default MissionsPage;
export const ErrorBoundary = MemberPageError;
