import type { IncomingMessage } from 'node:http';

/**
 * A state-changing request must come from one of the site's own pages: SameSite=Lax cookies plus this
 * check of `Sec-Fetch-Site` and `Origin`, compared as scheme, host and port. A request carrying neither
 * header (old browsers) is let through; a foreign or opaque (`null`) Origin is refused.
 */
export function isSameOrigin(req: IncomingMessage, siteOrigin: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = req.headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
