import { randomBytes } from 'node:crypto';
import { writeReadableStreamToWritable, type AppLoadContext } from '@remix-run/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import type { HostMatch } from '../../app/request/context';
import { guestPageKey, replaceCookie } from './guest-page-key';
import { GuestPageStore, type StoredPage } from './guest-page-store';
import { SplicedGzip } from './spliced-gzip';

/**
 * A page with its nonce cut out: the bytes between the places a response's own nonce goes, as they are
 * and gzipped once (see SplicedGzip), so a hit neither copies nor compresses the page.
 */
type GuestPage = StoredPage & { headers: [string, string][]; policy: string[]; body: Buffer[]; bodyLength: number; gzip: SplicedGzip };

type Brand = Extract<HostMatch, { kind: 'brand' }>['brand'];

export type GuestPagesOptions = {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  /** `s-maxage` for CDNs in front; 0 lets no shared cache keep a page. */
  cdnMaxAgeS: number;
  /** Remix's handler. */
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** The request's context, rendered with `nonce` and the Cookie header `cookie` instead of the one sent. */
  contextFor: (req: ExpressRequest, res: ExpressResponse, render: { nonce: string; cookie: string | null }) => AppLoadContext;
  /** The build's own image CDN decision, taken before the lookup. */
  assignImageCdn: (brand: Brand, cookieHeader: string | null) => Promise<{ pair: string; setCookie: string | null } | null>;
  /** Refreshes the brand's config and catalogues in the background when stale (their changes empty the cache). */
  touchBrandContent: (brand: Brand) => void;
  onBrandContentChange: (listener: (brandId: string) => void) => void;
};

const newNonce = () => randomBytes(16).toString('base64');
/** Headers that belong to one response, never to a stored page. */
const OWN_HEADERS = new Set(['set-cookie', 'server-timing', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** How often a hit asks the build to refresh the brand's content. */
const TOUCH_EVERY_MS = 250;

/**
 * The shared cache of rendered pages for guests: a GET or HEAD without a session (see guestPageKey for
 * what else sends a request past it) is answered with the page rendered for an earlier visitor with the
 * same key, with a new Content-Security-Policy nonce written into it for this response. Pages render
 * with a random nonce of their own that the cache cuts out; only 200 HTML pages without Set-Cookie are
 * kept. Everything else goes on to Remix as before, and signed-in pages never come near the cache.
 */
export function guestPages(options: GuestPagesOptions): RequestHandler {
  const store = new GuestPageStore<GuestPage>(options);
  options.onBrandContentChange((brandId) => store.invalidateBrand(brandId));
  const touchedAt = new Map<string, number>();
  const touch = (brand: Brand) => {
    const now = Date.now();
    if (now - (touchedAt.get(brand.id) ?? 0) < TOUCH_EVERY_MS) return;
    touchedAt.set(brand.id, now);
    options.touchBrandContent(brand);
  };
  const sharedCacheControl = (preview: boolean) =>
    // Previews sit behind staging's password: no shared cache may hand them out.
    !preview && options.cdnMaxAgeS > 0 ? `public, max-age=0, s-maxage=${options.cdnMaxAgeS}, stale-while-revalidate=${options.cdnMaxAgeS}` : 'no-cache';

  return async (req, res, next) => {
    const host = res.locals.host as HostMatch;
    if (options.ttlMs === 0 || host.kind !== 'brand' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const url = new URL(req.originalUrl, res.locals.origin as string);
      const sent = req.get('cookie') ?? null;
      if (guestPageKey({ method: req.method, url, cookieHeader: sent, brandId: host.brand.id, preview: host.preview }) === null) {
        res.set('X-Cache', 'bypass');
        return next();
      }
      // The image CDN is decided first, so the page found or rendered is that of a returning visitor with the same pick.
      const cdn = await options.assignImageCdn(host.brand, sent).catch(() => undefined);
      if (cdn === undefined) {
        // No config to decide with (platform down on a cold start): the page renders alone and says why.
        res.set('X-Cache', 'bypass');
        return next();
      }
      const withCdn = cdn?.setCookie ? replaceCookie(sent, cdn.pair) : sent;
      const found = guestPageKey({ method: req.method, url, cookieHeader: withCdn, brandId: host.brand.id, preview: host.preview });
      if (!found) return next();
      const { key } = found;
      if (store.passes(key)) {
        res.set('X-Cache', 'bypass');
        return next();
      }
      const extra = {
        setCookie: cdn?.setCookie ?? null,
        cacheControl: cdn?.setCookie ? 'private, no-cache' : sharedCacheControl(host.preview),
      };

      const render = () =>
        store.render<{ response: Response; body: Buffer | null }>(key, host.brand.id, async () => {
          const nonce = newNonce();
          const headers = new Headers({ accept: 'text/html' });
          if (found.cookie) headers.set('cookie', found.cookie);
          // Only the key's inputs reach the render: the page cannot depend on anything else this visitor sent.
          const response = await options.handle(new Request(new URL(found.pathAndQuery, url.origin), { method: 'GET', headers }), options.contextFor(req, res, { nonce, cookie: found.cookie }));
          // Only a finished HTML page is read here; anything else (a file, an event stream) flows to its visitor as it comes.
          if (!isPage(response)) return { page: null, result: { response, body: null } };
          const body = Buffer.from(await response.arrayBuffer());
          return { page: shareable(response) ? await guestPage(response, body, nonce, host.brand.id) : null, result: { response, body } };
        });

      const hit = store.lookup(key);
      if (hit) {
        touch(host.brand);
        if (hit.stale && !store.pending(key)) {
          render().then(
            ({ response, body }) => (body ? undefined : response.body?.cancel()),
            (error: unknown) => console.error(`[guest-pages] ${url.pathname}: background render failed:`, error),
          );
        }
        send(req, res, hit.page, hit.stale ? 'stale' : 'hit', extra);
        return;
      }
      const running = store.pending(key);
      if (running) {
        const page = await running;
        if (page) {
          send(req, res, page, 'hit', extra);
          return;
        }
        // What that render made was not for sharing (an error, a cookie): this visitor's page renders alone.
        res.set('X-Cache', 'bypass');
        return next();
      }
      const { response, body } = await render();
      if (body && shareable(response)) {
        const stored = store.lookup(key);
        if (stored) {
          // The render's own timings (its platform calls) go to the visitor who waited for them.
          send(req, res, stored.page, 'miss', { ...extra, timing: response.headers.get('server-timing') });
          return;
        }
      }
      // Not kept: this visitor gets the render as it came, with its own nonce and cookies.
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) {
        if (name === 'set-cookie') res.append(name, value);
        else if (!OWN_HEADERS.has(name) || name === 'server-timing') res.set(name, value);
      }
      if (extra.setCookie) res.append('Set-Cookie', extra.setCookie);
      res.set('X-Cache', 'bypass');
      if (body) res.end(body);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

/** Whether a render may be kept for everyone with its key: only a 200 HTML page without Set-Cookie is anyone's but its first visitor's. */
const shareable = (response: Response) => isPage(response) && !response.headers.has('set-cookie');

/** The render as a page to keep, cut at `nonce`, the render's own. */
async function guestPage(response: Response, body: Buffer, nonce: string, brandId: string): Promise<GuestPage> {
  const headers = [...response.headers.entries()].filter(([name]) => !OWN_HEADERS.has(name) && name !== 'content-security-policy');
  const policy = (response.headers.get('content-security-policy') ?? '').split(nonce);
  const parts = body.toString('utf8').split(nonce).map((part) => Buffer.from(part, 'utf8'));
  const gzip = await SplicedGzip.of(parts, Buffer.byteLength(nonce));
  return { bytes: body.length + gzip.length, brandId, headers, policy, body: parts, bodyLength: body.length, gzip };
}

const isPage = (response: Response) => response.status === 200 && /^text\/html\b/.test(response.headers.get('content-type') ?? '');

/**
 * Answers with the page and a new nonce: gzipped when the visitor takes gzip (the stored gzip, even
 * when brotli is offered: compressing ~100 KB per hit costs more than the whole hit), else as it is.
 * The chunks are written as they are stored, never joined.
 */
function send(req: ExpressRequest, res: ExpressResponse, page: GuestPage, state: 'hit' | 'stale' | 'miss', extra: { setCookie: string | null; cacheControl: string; timing?: string | null }) {
  const started = performance.now();
  const nonce = newNonce();
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const chunks = gzip ? page.gzip.chunks(nonceBytes) : page.body.flatMap((part, i) => (i > 0 ? [nonceBytes, part] : [part]));
  res.status(200);
  for (const [name, value] of page.headers) res.set(name, value);
  if (page.policy.length > 1 || page.policy[0]) res.set('Content-Security-Policy', page.policy.join(nonce));
  if (extra.setCookie) res.append('Set-Cookie', extra.setCookie);
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.set('Content-Length', String(gzip ? page.gzip.length : page.bodyLength));
  const timing = `cache;desc="${state}";dur=${(performance.now() - started).toFixed(2)}`;
  res.set({ 'Cache-Control': extra.cacheControl, Vary: 'Cookie', 'X-Cache': state, 'Server-Timing': extra.timing ? `${extra.timing}, ${timing}` : timing });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // The headers and every chunk in one write to the socket. Uncorked before the end: when `compression`
  // re-encodes the page for a client without gzip, its output must reach the socket as it comes.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.uncork();
  res.end();
}
