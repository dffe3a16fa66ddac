import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Brand, BusyPage } from '../site-entry';
import { sendPlain } from './plain-response';
import type { Visit } from './site-visit';

type Options = {
  /** The build's busy page for a brand and the visitor's cookies (their language and mode). */
  busyPage: (brand: Brand, cookieHeader: string | null) => Promise<BusyPage>;
  visitOf: (res: ExpressResponse) => Visit;
};

/**
 * The answer to a request the instance is too busy to take: 503 with `Retry-After` (a load balancer
 * tries the next instance; a browser shows the page), the brand's busy page for browsers and its message
 * as text for everything else. Never stored anywhere.
 */
export function busyResponder({ busyPage, visitOf }: Options) {
  return (req: ExpressRequest, res: ExpressResponse, retryAfterS: number) => {
    // A refused POST's body is never read: the connection ends rather than take in an upload no one will use.
    const headers: Record<string, string> =
      req.method === 'POST' ? { 'Retry-After': String(retryAfterS), Connection: 'close' } : { 'Retry-After': String(retryAfterS) };
    const { host } = visitOf(res);
    if (host.kind !== 'brand') {
      sendPlain(req, res, 503, 'The site is very busy. Please try again in a few seconds.', headers);
      return;
    }
    busyPage(host.brand, req.get('cookie') ?? null).then(
      (page) => {
        if (res.headersSent) return;
        res.status(503).set({ ...headers, 'Cache-Control': 'no-store' });
        if (req.accepts(['text/html', 'text/plain']) === 'text/html')
          res.set('Content-Security-Policy', page.contentSecurityPolicy).type('html').send(page.html);
        else res.type('text/plain').send(page.text);
      },
      (error: unknown) => {
        console.error(`[admission] ${host.brand.id}: busy page failed:`, error);
        sendPlain(req, res, 503, 'The site is very busy. Please try again in a few seconds.', headers);
      },
    );
  };
}
