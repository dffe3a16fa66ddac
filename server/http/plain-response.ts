import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';

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
 * host): a small page for browsers, plain text for everything else, with its length, nothing for a HEAD. Never
 * a stack trace, never a brand's bytes. Plain node:http, so the render path needs none of Express's helpers.
 */
export function sendPlain(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const html = prefersHtml(req);
  const body = html
    ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#333"><main><h1>${status}</h1><p>${escapeHtml(message)}</p></main></body></html>`
    : `${status} ${message}\n`;
  res.setHeader('Content-Type', html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}
