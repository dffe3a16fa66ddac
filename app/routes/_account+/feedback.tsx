import { redirect } from '@remix-run/node';
import { routeHandle } from '~/request/route-gates';

/** `/feedback`, the short address footers and messages link to: the member centre's feedback page. */
export const handle = routeHandle({ gate: { access: 'realAccount', needs: [{ feature: 'feedback' }, { platform: 'feedback' }] } });
export const loader = () => redirect('/member/feedback');
