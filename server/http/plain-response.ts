import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The quality an Accept header gives a type: its own entry first, then `text/*`, then `*\/*`; 0 when none names it. */
function qualityOf(accept: string, type: string): number {
  let best = -1;
  let q = 0;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const rank = range === type ? 3 : range === `${type.split('/')[0]}/*` ? 2 : range === '*/*' ? 1 : 0;
    if (rank <= best || rank === 0) continue;
    best = rank;
    const given = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q = given ? Number(given.slice(2)) || 0 : 1;
  }
  return q;
}

/** Whether a browser asked for a page (HTML over plain text, as Express's `req.accepts(['text/html', 'text/plain'])` decides). */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  const html = qualityOf(accept, 'text/html');
  return html > 0 && html >= qualityOf(accept, 'text/plain');
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
