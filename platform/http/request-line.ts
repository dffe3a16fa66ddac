import type { IncomingMessage, ServerResponse } from 'node:http';

/** The site's request id as the platform writes it: bounded, one token, `-` when the caller sent none. */
export function requestIdOf(req: IncomingMessage): string {
  const id = String(req.headers['x-request-id'] ?? '').slice(0, 64);
  return /^[\w.:-]+$/.test(id) ? id : '-';
}

/**
 * Writes one line when the response ends: method, path (never the query, which may carry a token),
 * status, time, merchant and the site's request id, so a platform line joins the site's line of the
 * same request.
 */
export function logRequestLine(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const started = performance.now();
  res.once('finish', () => {
    const merchant = String(req.headers.merchant ?? '-').slice(0, 32);
    console.log(
      `[platform] ${req.method} ${pathname.slice(0, 200)} ${res.statusCode} ${Math.round(performance.now() - started)} ms merchant ${merchant} request ${requestIdOf(req)}`,
    );
  });
}
