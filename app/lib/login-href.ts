import { safeRedirectPath } from './safe-redirect';

/** `/login?redirectTo=<where the player was>`, so a login brings them back; only a same-site path comes back. */
export function loginHref(returnTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(safeRedirectPath(returnTo))}`;
}
