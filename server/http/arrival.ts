import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { sendPlain } from './plain-response';
import { refusalOf, type Refusal } from './request-guards';
import { resolveVisit, type Arrival, type SiteOptions } from './site-visit';

/** What the front door made of a request: refused by a guard, or where its Host leads (see resolveVisit). */
export type Entry = { kind: 'refused'; refusal: Refusal } | Arrival;

/**
 * The request's guards and host lookup, held on the request itself so they run once whichever part of the
 * server asks first (the guest-cache fast path, then Express for everything it does not answer).
 */
const ENTRY = Symbol('request-entry');
type EnteredRequest = IncomingMessage & { [ENTRY]?: Entry };

/**
 * Whether the site may serve the request at all (see refusalOf) and, if so, who it is for. Reads the
 * request line and headers only, as sent: it runs before any router rewrites the URL.
 */
export function entryOf(req: IncomingMessage, site: SiteOptions): Entry {
  const held = req as EnteredRequest;
  if (held[ENTRY]) return held[ENTRY];
  const target = req.url ?? '';
  const refusal = refusalOf({ method: req.method ?? '', target, host: req.headers.host });
  held[ENTRY] = refusal ? { kind: 'refused', refusal } : resolveVisit(req, target, site);
  return held[ENTRY];
}

/**
 * The front door behind Express: a request the site can never serve gets its 4xx before anything reads it,
 * an unknown host a bare 404 and no brand's bytes, a secondary host a redirect to the canonical one,
 * staging its staff sign-in (or password); every other request goes on, its visit held on it (see entryOf).
 */
export function frontDoor(site: SiteOptions): RequestHandler {
  return (req, res, next) => {
    const entry = entryOf(req, site);
    switch (entry.kind) {
      case 'refused':
        return sendPlain(req, res, entry.refusal.status, entry.refusal.message, entry.refusal.headers);
      case 'unknown':
        return sendPlain(req, res, 404, 'There is no site at this address.');
      case 'redirect':
        return res.redirect(entry.status, entry.location);
      case 'unauthorised':
        return sendPlain(
          req,
          res,
          401,
          'Staging is for support staff.',
          entry.challenge ? { 'WWW-Authenticate': 'Basic realm="staging", charset="UTF-8"' } : {},
        );
      case 'site':
        return next();
    }
  };
}
