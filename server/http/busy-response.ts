import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Brand, BusyPage } from '../site-entry';
import { prefersHtml } from './plain-response';

type Options = {
  /** The build's busy page for a brand and the visitor's cookies (their language and mode); `retryS` makes it ask again by itself. */
  busyPage: (brand: Brand, cookieHeader: string | null, retryS: number | null) => Promise<BusyPage>;
  /** Headers every response carries (see securityHeaderList). */
  securityHeaders: readonly (readonly [string, string])[];
};

const FALLBACK = 'The site is very busy. Please try again in a few seconds.';

/**
 * The answer to a request the instance is too busy to take, written with plain node:http before Express
 * has seen the request: 503 with `Retry-After` (a load balancer tries the next instance; a browser shows
 * the page), the brand's busy page for browsers and its message as text for everything else. A page
 * navigation's busy page asks again by itself after `Retry-After` (a meta refresh: no script needed); a
 * refused form's does not, so nothing is sent twice without the player. Never stored anywhere.
 */
export function busyResponder({ busyPage, securityHeaders }: Options) {
  return (req: IncomingMessage, res: ServerResponse, brand: Brand | null, retryAfterS: number) => {
    const post = req.method === 'POST';
    const send = (type: string, body: string, csp: string | null) => {
      if (res.headersSent || res.destroyed) return;
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      if (csp) res.setHeader('Content-Security-Policy', csp);
      res.setHeader('Retry-After', String(retryAfterS));
      res.setHeader('Cache-Control', 'no-store');
      // A refused POST's body is never read: the connection ends rather than take in an upload no one will use.
      if (post) res.setHeader('Connection', 'close');
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.writeHead(503);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const html = prefersHtml(req);
    if (!brand) {
      send('text/plain; charset=utf-8', `503 ${FALLBACK}\n`, null);
      return;
    }
    busyPage(brand, req.headers.cookie ?? null, post ? null : retryAfterS).then(
      (page) => (html ? send('text/html; charset=utf-8', page.html, page.contentSecurityPolicy) : send('text/plain; charset=utf-8', page.text, null)),
      (error: unknown) => {
        console.error(`[admission] ${brand.id}: busy page failed:`, error);
        send('text/plain; charset=utf-8', `503 ${FALLBACK}\n`, null);
      },
    );
  };
}
