import { previewPanelAction, previewPanelLoader } from '~/features/staging/preview-panel.server';
import { PreviewPanelPage } from '~/features/staging/preview-panel-page';
import { stagingMeta } from '~/features/staging/staging-meta';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', previewOnly: true, beforeLogin: true, duringPasswordChange: true }, messages: ['staff'] });
export const loader = previewPanelLoader;
export const action = previewPanelAction;
export const meta = stagingMeta;
export default PreviewPanelPage;
