import { brandSheetFileLoader } from '~/features/staging/brand-sheet-file.server';
import { routeHandle } from '~/request/route-gates';

/** A file of a brand's newest contact sheet (its page, manifest and shots), for signed-in staff on staging's own host. */
export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true, stagingOnly: true }, messages: ['staff'] });
export const loader = brandSheetFileLoader;
