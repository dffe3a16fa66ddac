import { exportLoader } from '~/features/agent/pages/export.server';
import { routeHandle } from '~/request/route-gates';

/** A team report as CSV, with the same filters as its page. */
export const handle = routeHandle({ gate: { needs: { platform: 'agentReports' }, access: 'agent' }, messages: ['agent'] });
export const loader = exportLoader;
