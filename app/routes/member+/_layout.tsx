import { MemberCentreFrame } from '~/features/member/member-centre-frame';
import { memberCentreLoader } from '~/features/member/member-centre.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The member centre's frame around its pages: real accounts only (guests log in and come back; trial accounts are told why not). */
export const handle = routeHandle({ gate: { memberCentre: true, access: 'realAccount' }, messages: ['member'] });
export const loader = memberCentreLoader;
export const meta = pageMeta;
export default MemberCentreFrame;
