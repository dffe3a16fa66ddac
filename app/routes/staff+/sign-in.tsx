import type { MetaFunction } from '@remix-run/node';
import { staffSignInAction, staffSignInLoader } from '~/features/staging/staff-sign-in.server';
import { StaffSignInPage } from '~/features/staging/staff-sign-in-page';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true, stagingOnly: true }, chrome: 'bare', messages: ['staff'] });
export const loader = staffSignInLoader;
export const action = staffSignInAction;
export const meta: MetaFunction = () => [{ title: 'Staging · staff sign-in' }, { name: 'robots', content: 'noindex' }];
export default StaffSignInPage;
