import type { IncomingMessage, ServerResponse } from 'node:http';
import { platformMessage } from './messages';

/**
 * The platform's stand-ins for vendor pages (the demo slot, the demo sportsbook): HTML opened in the
 * site's iframe by a one-time launch token, with no Merchant header. Both launch CDNs serve them, the
 * second under `/play` (system.ts), so a page keeps its own prefix for the calls it makes.
 */

/**
 * Only this origin and inline code may run. No frame-ancestors and no X-Frame-Options: the pages exist to
 * be framed by the brand sites, whose origins the platform does not pin.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

export function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CSP,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}
export const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json;charset=UTF-8', JSON.stringify(body));
export const headerLanguage = (req: IncomingMessage) => String(req.headers.language ?? 'EN').toUpperCase();

/**
 * Routes `[/play]/<name>/<token>` to `page` and `[/play]/<name>/<token>/<action>` to `action`; any other
 * path under the name is a 404, and a failure a 500 envelope. False when the path is not this page's.
 */
export function serveVendorPage(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  spec: { name: string; action: string; page: (token: string, prefix: string) => void; onAction: (token: string) => void | Promise<void> },
): boolean {
  if (!pathname.startsWith(`/${spec.name}/`) && !pathname.startsWith(`/play/${spec.name}/`)) return false;
  const match = new RegExp(`^(/play)?/${spec.name}/([A-Za-z0-9_-]{16,64})(/${spec.action})?$`).exec(pathname);
  void (async () => {
    try {
      if (!match) json(res, 404, { errorCode: 'not.found', message: 'not.found' });
      else if (match[3]) await spec.onAction(match[2]!);
      else spec.page(match[2]!, match[1] ?? '');
    } catch (error) {
      console.error(`[platform] ${req.method} /${spec.name}:`, error);
      if (!res.headersSent) json(res, 500, { errorCode: 'system.error', message: platformMessage('system.error', headerLanguage(req)) });
    }
  })();
  return true;
}
