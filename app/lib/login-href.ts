import { safeRedirectPath } from './safe-redirect';

/** The search parameter a URL-addressable modal lives in (the modal kit's `MODAL_PARAM`). */
const MODAL_PARAM = 'modal';

/**
 * `/login?redirectTo=<where the player was>`, so a login brings them back; only a same-site path comes back.
 * A dialog open on that page (`?modal=`) is not part of where they were: the login lands on the page itself.
 */
export function loginHref(returnTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(withoutModal(safeRedirectPath(returnTo)))}`;
}

function withoutModal(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  if (!url.searchParams.has(MODAL_PARAM)) return path;
  url.searchParams.delete(MODAL_PARAM);
  return url.pathname + url.search + url.hash;
}
