import { auditTrailLoader } from '~/features/staging/audit-trail.server';
import { AuditTrailPage } from '~/features/staging/audit-trail-page';
import { stagingMeta } from '~/features/staging/staging-meta';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true, stagingOnly: true }, chrome: 'bare', messages: ['staff'] });
export const loader = auditTrailLoader;
export const meta = stagingMeta;
export default AuditTrailPage;
