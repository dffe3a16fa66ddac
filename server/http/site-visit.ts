import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { OpenSite, Visit } from '../site-entry';
import { traceOf } from '../observe/request-trace';

export type { Visit };

/** The host lookup (the build's, over its brands and staging domain), who may see staging (the build's too), and what the server adds. */
export type SiteOptions = { resolveHost: OpenSite['resolveHost']; stagingAccess: OpenSite['stagingAccess']; trustProxy: boolean };

export type Arrival =
  | { kind: 'unknown' }
  | { kind: 'redirect'; status: 301 | 302 | 303; location: string }
  | { kind: 'unauthorised'; challenge: boolean }
  | { kind: 'site'; visit: Visit };

/** A header as one string (Node joins repeated ones; Set-Cookie is never asked for here). */
const headerOf = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The scheme the visitor used: the socket's, or behind a trusted proxy the first X-Forwarded-Proto (as Express reads it). */
function protocolOf(req: IncomingMessage, trustProxy: boolean): string {
  const own = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  if (!trustProxy) return own;
  const forwarded = headerOf(req, 'x-forwarded-proto') || own;
  const comma = forwarded.indexOf(',');
  return (comma !== -1 ? forwarded.slice(0, comma) : forwarded).trim();
}

function clientIpOf(req: IncomingMessage, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headerOf(req, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || req.socket.remoteAddress?.replace(/^::ffff:/, '') || null;
}

/**
 * Where a request arrives, from its Host (or X-Forwarded-Host behind a trusted proxy): nowhere (an
 * unknown host), a redirect to the brand's one address (secondary hosts, affiliate sub-domains), a
 * staging host without staff signed in (or its password), or a site of ours. Reads headers only.
 */
export function resolveVisit(req: IncomingMessage, target: string, options: SiteOptions): Arrival {
  const host = req.headers.host;
  const site = options.resolveHost({ host: host ?? null, forwardedHost: headerOf(req, 'x-forwarded-host') ?? null, pathAndQuery: target });
  if (site.kind === 'unknown') return { kind: 'unknown' };
  const port = (host ?? '').match(/:(\d+)$/)?.[1] ?? null;
  const protocol = protocolOf(req, options.trustProxy);
  if (site.kind === 'redirect') {
    const canonical = site.brand.canonicalHost;
    return {
      kind: 'redirect',
      status: site.temporary ? 302 : 301,
      location: `${protocol}:${site.location.replace(`//${canonical}`, `//${canonical}${port ? `:${port}` : ''}`)}`,
    };
  }
  const origin = `${protocol}://${site.host}${port ? `:${port}` : ''}`;
  let staff: Visit['staff'] = null;
  if (site.kind === 'staging-index' || site.preview) {
    const access = options.stagingAccess({
      host: site,
      method: req.method ?? 'GET',
      target,
      cookie: headerOf(req, 'cookie'),
      authorization: headerOf(req, 'authorization'),
      origin,
    });
    if (access.kind === 'challenge') return { kind: 'unauthorised', challenge: true };
    if (access.kind === 'refused') return { kind: 'unauthorised', challenge: false };
    if (access.kind === 'sign-in') return { kind: 'redirect', status: 303, location: access.location };
    staff = access.staff;
  }
  return {
    kind: 'site',
    visit: { host: site, port, origin, clientIp: clientIpOf(req, options.trustProxy), trace: traceOf(req, options.trustProxy), staff },
  };
}
