import { safeRedirectPath } from './safe-redirect';

/** The search parameter a URL-addressable modal lives in (the modal kit's `MODAL_PARAM`). */
const MODAL_PARAM = 'modal';

/** The search parameter that says why a player is asked to log in, and the notice each reason shows. */
const REASON_PARAM = 'reason';
const REASON_NOTICES = { 'session-ended': 'auth.sessionEnded' } as const;
export type LoginReason = keyof typeof REASON_NOTICES;

/**
 * `/login?redirectTo=<where the player was>`, so a login brings them back; only a same-site path comes back.
 * A dialog open on that page (`?modal=`) is not part of where they were: the login lands on the page itself.
 * A `reason` travels in the address rather than in a one-time cookie: a session's end is found by several
 * requests at once (the page's keep-alive, a hovered link's prefetch, a poll), and each one's cookie would
 * overwrite the others', so a one-time notice could be spent by a response nobody sees.
 */
export function loginHref(returnTo: string, reason?: LoginReason): string {
  const href = `/login?redirectTo=${encodeURIComponent(withoutModal(safeRedirectPath(returnTo)))}`;
  return reason ? `${href}&${REASON_PARAM}=${reason}` : href;
}

/** The notice the login page shows for the reason in its address, or null (no reason, or one it does not know). */
export function loginNotice(url: URL): string | null {
  if (url.pathname !== '/login') return null;
  const reason = url.searchParams.get(REASON_PARAM);
  return reason && Object.hasOwn(REASON_NOTICES, reason) ? REASON_NOTICES[reason as LoginReason] : null;
}

function withoutModal(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  if (!url.searchParams.has(MODAL_PARAM)) return path;
  url.searchParams.delete(MODAL_PARAM);
  return url.pathname + url.search + url.hash;
}
