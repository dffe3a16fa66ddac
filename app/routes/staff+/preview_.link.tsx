import { previewLinkLoader } from '~/features/staging/preview-link.server';
import { PreviewLinkPage } from '~/features/staging/preview-link-page';
import { stagingMeta } from '~/features/staging/staging-meta';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', previewOnly: true, beforeLogin: true, duringPasswordChange: true }, messages: ['staff'] });
export const loader = previewLinkLoader;
export const meta = stagingMeta;
export default PreviewLinkPage;
