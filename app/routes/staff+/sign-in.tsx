import { staffSignInAction, staffSignInLoader } from '~/features/staging/staff-sign-in.server';
import { StaffSignInPage } from '~/features/staging/staff-sign-in-page';
import { stagingMeta } from '~/features/staging/staging-meta';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true, stagingOnly: true }, chrome: 'bare', messages: ['staff'] });
export const loader = staffSignInLoader;
export const action = staffSignInAction;
export const meta = stagingMeta;
export default StaffSignInPage;
