import { loadReportAction } from '~/features/load-failures/load-report.server';
import { routeHandle } from '~/request/route-gates';

/** Pages report their own files that failed to load: every visitor, signed in or not. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const action = loadReportAction;
