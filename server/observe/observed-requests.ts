import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { entryOf } from '../http/arrival';
import type { SiteOptions } from '../http/site-visit';
import { guestCacheRequests, requestSeconds } from './metrics';
import { traceOf, type RequestTrace } from './request-trace';
import { inRequest } from './request-scope';

/** One request as measured and logged: labels from closed sets, never the URL, a header or a body. */
export type RequestRecord = {
  id: string;
  brand: string;
  route: string;
  method: string;
  status: number;
  ms: number;
  cache: string | null;
  platformCalls: RequestTrace['platformCalls'];
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PROBES: Record<string, string> = { '/healthz': 'healthz', '/readyz': 'readyz' };
const CACHE_OUTCOMES = new Set(['hit', 'stale', 'miss', 'bypass']);

const RENDERED = Symbol('rendered');
type MarkedResponse = ServerResponse & { [RENDERED]?: true };

/** Marks a response as one the site renders (past static files): its route label is the route id it renders. */
export function markRendered(res: ServerResponse): void {
  (res as MarkedResponse)[RENDERED] = true;
}

/**
 * `listener` with every request measured when its response ends (site_http_request_duration_seconds, the
 * guest cache's outcome) and handed to `onEnd` for the log. The request's id is made first and sent back
 * as `X-Request-Id`, and is the log's `reqId` for every line the handling writes. The route label is the id of the route rendered (from the build's routes), `healthz`,
 * `readyz`, `static`, or `front-door:<refusal>` for what the front door answered: never the raw URL.
 */
export function observeRequests(
  listener: RequestListener,
  options: { site: SiteOptions; routeIdOf: (pathname: string) => string | null; onEnd: (record: RequestRecord, req: IncomingMessage) => void },
): RequestListener {
  const { site, routeIdOf } = options;
  const routeOf = (req: IncomingMessage, res: ServerResponse, pathname: string): { brand: string; route: string } => {
    const entry = entryOf(req, site);
    if (entry.kind !== 'site') return { brand: 'none', route: PROBES[pathname] ?? `front-door:${entry.kind}` };
    const { host } = entry.visit;
    const brand = host.kind === 'brand' ? host.brand.id : host.kind;
    if (PROBES[pathname]) return { brand, route: PROBES[pathname] };
    const rendered = (res as MarkedResponse)[RENDERED] || res.hasHeader('x-cache');
    return { brand, route: rendered ? (routeIdOf(pathname) ?? 'unmatched') : 'static' };
  };

  return (req, res) => {
    const started = performance.now();
    const trace = traceOf(req, site.trustProxy);
    res.setHeader('X-Request-Id', trace.id);
    res.once('close', () => {
      const pathname = (req.url ?? '/').split('?')[0]!;
      const { brand, route } = routeOf(req, res, pathname);
      const method = METHODS.has(req.method ?? '') ? req.method! : 'other';
      const status = res.headersSent ? res.statusCode : 0;
      const ms = performance.now() - started;
      const cacheHeader = res.getHeader('x-cache');
      const cache = typeof cacheHeader === 'string' && CACHE_OUTCOMES.has(cacheHeader) ? cacheHeader : null;
      requestSeconds.observe({ brand, route, method, status: String(status) }, ms / 1000);
      if (cache) guestCacheRequests.inc({ brand, outcome: cache });
      options.onEnd({ id: trace.id, brand, route, method, status, ms, cache, platformCalls: trace.platformCalls }, req);
    });
    // The app's own log lines written while handling it carry its id (consoleIntoLog reads it).
    inRequest(trace.id, () => listener(req, res));
  };
}
