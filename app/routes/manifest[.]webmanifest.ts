import { webAppManifestLoader } from '~/features/download/web-app-manifest.server';
import { routeHandle } from '~/request/route-gates';

/** The brand's web app manifest, for "add to home screen"; browsers fetch it without a session. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true } });
export const loader = webAppManifestLoader;
