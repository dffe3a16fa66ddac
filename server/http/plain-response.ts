import type { IncomingMessage } from 'node:http';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Whether a browser asked for a page (HTML over plain text), for an answer made before Express has wrapped the
 * request: Express's own content negotiation (`req.accepts`, the `accepts` library), asked of the bare request,
 * so the refusal before Express and the ones after it decide alike.
 */
export function prefersHtml(req: IncomingMessage): boolean {
  const accepts = express.request.accepts as (this: IncomingMessage, types: string[]) => string | false;
  return accepts.call(req, ['text/html', 'text/plain']) === 'text/html';
}

/**
 * An answer the HTTP layer gives before Remix (bad method, body too large, foreign origin, unknown
 * host): a small page for browsers, plain text for everything else. Never a stack trace, never a brand's bytes.
 */
export function sendPlain(req: ExpressRequest, res: ExpressResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  res.status(status).set({ 'Cache-Control': 'no-store', ...headers });
  if (req.accepts(['text/html', 'text/plain']) === 'text/html') {
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#333"><main><h1>${status}</h1><p>${escapeHtml(message)}</p></main></body></html>`,
      );
  } else {
    res.type('text/plain').send(`${status} ${message}\n`);
  }
}
