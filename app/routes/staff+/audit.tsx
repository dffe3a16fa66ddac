import type { MetaFunction } from '@remix-run/node';
import { auditTrailLoader } from '~/features/staging/audit-trail.server';
import { AuditTrailPage } from '~/features/staging/audit-trail-page';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true, stagingOnly: true }, chrome: 'bare', messages: ['staff'] });
export const loader = auditTrailLoader;
export const meta: MetaFunction = () => [{ title: 'Staging · audit trail' }, { name: 'robots', content: 'noindex' }];
export default AuditTrailPage;
