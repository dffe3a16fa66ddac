import { newNonce } from '../http/nonce';
import type { IncomingMessage } from 'node:http';
import type { Brand, OpenSite } from '../site-entry';
import { sharedRenderRequest, type GuestPageKey } from './guest-page-key';
import { GuestKeyMemo } from './guest-key-memo';
import { GuestPageStore, type StoredPage } from './guest-page-store';
import type { RenderJob } from '../render-worker/render-worker-protocol';
import type { Visit } from '../http/site-visit';
import { SplicedGzip } from './spliced-gzip';
import { splitAt } from './split-bytes';
import { guestCacheStores } from '../observe/metrics';

/**
 * A page with its nonce cut out: the bytes between the places a response's own nonce goes, as they are
 * and gzipped once (see SplicedGzip), so a hit neither copies nor compresses the page.
 */
export type GuestPage = StoredPage & { headers: [string, string][]; policy: string[]; body: Buffer[]; bodyLength: number; gzip: SplicedGzip };

export type { Brand };

/** What a response from the cache adds for its visitor alone. */
export type SendExtra = { setCookie: string | null; cacheControl: string; timing?: string | null };

export type HitState = 'hit' | 'stale' | 'miss';

export type GuestPageCacheOptions = {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  /** `s-maxage` for CDNs in front; 0 lets no shared cache keep a page. */
  cdnMaxAgeS: number;
  /** The build's way in (see OpenSite.render): a shared render's request carries the key's cookies only. */
  render: OpenSite['render'];
  /**
   * Renders a stale page's replacement away from the thread that answers hits (see RenderWorker); when it
   * cannot, the page is rendered here with `render`. Without it, every render is here.
   */
  renderElsewhere?: (job: Omit<RenderJob, 'id'>) => Promise<Response>;
  /** The header a render marks a page without all its content with, and its reading (the build's). */
  contentMissing: OpenSite['contentMissing'];
  /**
   * Whether a path renders a resource route (no page component: text, JSON, a file): such an answer is never
   * a page to keep, so the request passes the cache without a key or an image CDN decision.
   */
  isResourceRoute?: (pathname: string) => boolean;
  /** The build's own image CDN decision, taken before the lookup. */
  assignImageCdn: (brand: Brand, cookieHeader: string | null) => Promise<{ pair: string; setCookie: string | null } | null>;
  /** Refreshes the brand's config and catalogues in the background when stale (their changes empty the cache). */
  touchBrandContent: (brand: Brand) => void;
  onBrandContentChange: (listener: (brandId: string) => void) => void;
};

/**
 * What the cache does with a request: not its business (`skip`: Remix as if there were no cache), past
 * it and saying so (`bypass`), or a lookup of `key` with what the response adds for this visitor.
 */
export type Admission =
  | { kind: 'skip' }
  | { kind: 'bypass' }
  | { kind: 'lookup'; key: string; found: GuestPageKey; url: { origin: string; pathname: string }; visit: Visit; brand: Brand; extra: SendExtra };

export type Lookup = Extract<Admission, { kind: 'lookup' }>;

/**
 * The outcome of a render for the visitor who started it: the response, its body when it was read (a
 * page), and the page the cache now keeps for the key: this render's (`miss`), or the last good one that a
 * render without its main content left in place (`stale`).
 */
export type RenderResult = { response: Response; body: Buffer | null; kept: { page: GuestPage; state: 'miss' | 'stale' } | null };
type RenderOutcome = Omit<RenderResult, 'kept'>;

export { newNonce };
/**
 * Each request's admission, taken once (the image CDN pick is random for a first visit and must not be
 * drawn twice), held on the request itself so it dies with it: a WeakMap entry outlives its request until
 * a full collection, and carried thousands of entries through every young-generation one.
 */
const ADMISSION = Symbol('guest-page-admission');
type AdmittedRequest = IncomingMessage & { [ADMISSION]?: Promise<Admission> };
/** How often a hit asks the build to refresh the brand's content. */
const TOUCH_EVERY_MS = 250;

/**
 * The shared cache of rendered pages for guests (see guestPageKey for what sends a request past it): the
 * decision for a request, the lookup with its side effects (the brand's content touched, a stale page
 * re-rendered in the background) and the shared render. Both the fast path in front of Express and the
 * Express middleware answer from it, so a request is decided once whichever asks first.
 */
export class GuestPageCache {
  private readonly store: GuestPageStore<GuestPage>;
  private readonly touchedAt = new Map<string, number>();
  private readonly keys: GuestKeyMemo;
  /** Headers that belong to one response, never to a stored page (the missing-content mark is for this layer only). */
  readonly ownHeaders: ReadonlySet<string>;

  constructor(private readonly options: GuestPageCacheOptions) {
    this.ownHeaders = new Set([
      'set-cookie',
      'server-timing',
      'content-length',
      'date',
      'connection',
      'keep-alive',
      'transfer-encoding',
      options.contentMissing.header,
    ]);
    this.store = new GuestPageStore<GuestPage>(options);
    this.keys = new GuestKeyMemo(options.isResourceRoute ?? (() => false));
    options.onBrandContentChange((brandId) => this.store.invalidateBrand(brandId));
  }

  /** Pages kept and their bytes (within maxEntries and maxBytes). */
  get size(): { entries: number; bytes: number } {
    return this.store.size;
  }

  /** What the cache does with `req` (for `visit`, addressed as `target`); the same answer every time it is asked for the same request. */
  admit(req: IncomingMessage, visit: Visit, target: string): Promise<Admission> {
    const held = req as AdmittedRequest;
    held[ADMISSION] ??= this.decide(req, visit, target);
    return held[ADMISSION];
  }

  /** The page kept for the lookup, if any: fresh, or stale with its replacement rendering in the background. */
  hit(lookup: Lookup): { page: GuestPage; state: 'hit' | 'stale' } | null {
    const found = this.store.lookup(lookup.key);
    if (!found) return null;
    this.touch(lookup.brand);
    if (found.stale && !this.store.pending(lookup.key)) {
      this.render(lookup, { elsewhere: true }).then(
        ({ response, body }) => (body ? undefined : response.body?.cancel()),
        (error: unknown) => console.error(`[guest-pages] ${lookup.url.pathname}: background render failed:`, error),
      );
    }
    return { page: found.page, state: found.stale ? 'stale' : 'hit' };
  }

  /** Whether the request is answered without a render of its own: a page kept for it, or a render of its key under way. */
  answersWithoutRender(admission: Admission): boolean {
    return admission.kind === 'lookup' && (this.store.lookup(admission.key) !== null || this.store.pending(admission.key) !== undefined);
  }

  /** Drops every page of the brand (its content changed where this cache could not see it). */
  forgetBrand(brandId: string): void {
    this.store.invalidateBrand(brandId);
  }

  /** The render running for the lookup's key: its page, or null when it made nothing to share. */
  pending(lookup: Lookup): Promise<GuestPage | null> | undefined {
    return this.store.pending(lookup.key);
  }

  /**
   * Renders the lookup's page as the one render of its key and keeps it if it may be shared. Only the
   * key's inputs reach the render: the page cannot depend on anything else this visitor sent. A render
   * without its main content (a loader said so, or a 5xx: the platform is away) is never kept, and one
   * without a section is kept only where there is nothing better: a page already kept stays in its place.
   */
  async render(lookup: Lookup, options: { elsewhere?: boolean } = {}): Promise<RenderResult> {
    const { key, brand } = lookup;
    let own: GuestPage | null = null;
    const outcome = this.store.render<RenderOutcome>(key, brand.id, async () => {
      const nonce = newNonce();
      const response = await this.renderPage(lookup, nonce, options.elsewhere ?? false);
      const missing = response.status >= 500 ? 'main' : this.options.contentMissing.partOf(response.headers);
      // Only a finished HTML page is read here; anything else (a file, an event stream) flows to its visitor as it comes.
      if (!isPage(response)) return { page: null, missing, result: { response, body: null } };
      const body = Buffer.from(await response.arrayBuffer());
      // A route that says `no-store` (a launch page: a one-time game URL) is its visitor's alone: kept, the next
      // guest would get a spent link, or a provider's maintenance notice after it ended.
      own = shareable(response) && !forbidsStoring(response) && missing !== 'main' ? await guestPage(response, body, nonce, brand.id, this.ownHeaders) : null;
      if (own) guestCacheStores.inc({ brand: brand.id });
      return { page: own, missing, result: { response, body } };
    });
    const settled = this.store.pending(key);
    const [result, page] = await Promise.all([outcome, settled ?? null]);
    return { ...result, kept: page ? { page, state: page === own ? 'miss' : 'stale' } : null };
  }

  /** The lookup's page as Remix answers it, rendered elsewhere when asked and possible, else here. */
  private async renderPage({ found, url, visit, brand }: Lookup, nonce: string, elsewhere: boolean): Promise<Response> {
    const href = new URL(found.pathAndQuery, url.origin).href;
    const { renderElsewhere } = this.options;
    if (elsewhere && renderElsewhere && visit.host.kind === 'brand') {
      const { host, preview } = visit.host;
      const job = {
        url: href,
        cookie: found.cookie,
        nonce,
        brandId: brand.id,
        host,
        preview,
        port: visit.port,
        origin: visit.origin,
        clientIp: visit.clientIp,
      };
      const response = await renderElsewhere(job).catch(() => null);
      if (response) return response;
    }
    return this.options.render(sharedRenderRequest(href, found.cookie), visit, nonce);
  }

  private async decide(req: IncomingMessage, visit: Visit, target: string): Promise<Admission> {
    const { host } = visit;
    const { method } = req;
    if (this.options.ttlMs === 0 || host.kind !== 'brand' || (method !== 'GET' && method !== 'HEAD')) return { kind: 'skip' };
    const sent = req.headers.cookie ?? null;
    const request = { method, brandId: host.brand.id, preview: host.preview, origin: visit.origin, target, cookieHeader: sent };
    const addressed = this.keys.of(request);
    if (addressed.resource) return { kind: 'bypass' };
    const asSent = addressed.asSent;
    if (asSent === null) return { kind: 'bypass' };
    // The image CDN is decided first, so the page found or rendered is that of a returning visitor with the same pick.
    const cdn = await this.options.assignImageCdn(host.brand, sent).catch(() => undefined);
    // No config to decide with (platform down on a cold start): the page renders alone and says why.
    if (cdn === undefined) return { kind: 'bypass' };
    // A returning visitor's key is the one already made; only a new pick changes the cookies it is made of.
    const found = cdn?.setCookie ? this.keys.withPick(addressed, request, cdn.pair) : asSent;
    if (!found) return { kind: 'skip' };
    if (this.store.passes(found.key)) return { kind: 'bypass' };
    const extra = { setCookie: cdn?.setCookie ?? null, cacheControl: cdn?.setCookie ? 'private, no-cache' : this.sharedCacheControl(host.preview) };
    return { kind: 'lookup', key: found.key, found, url: addressed, visit, brand: host.brand, extra };
  }

  private sharedCacheControl(preview: boolean): string {
    const { cdnMaxAgeS } = this.options;
    // Previews sit behind staging's password: no shared cache may hand them out.
    return !preview && cdnMaxAgeS > 0 ? `public, max-age=0, s-maxage=${cdnMaxAgeS}, stale-while-revalidate=${cdnMaxAgeS}` : 'no-cache';
  }

  private touch(brand: Brand) {
    const now = Date.now();
    if (now - (this.touchedAt.get(brand.id) ?? 0) < TOUCH_EVERY_MS) return;
    this.touchedAt.set(brand.id, now);
    this.options.touchBrandContent(brand);
  }
}

/** Whether a render may be kept for everyone with its key: only a 200 HTML page without Set-Cookie is anyone's but its first visitor's. */
export const shareable = (response: Response) => isPage(response) && !response.headers.has('set-cookie');

const forbidsStoring = (response: Response) => /\bno-store\b/i.test(response.headers.get('cache-control') ?? '');

const isPage = (response: Response) => response.status === 200 && /^text\/html\b/.test(response.headers.get('content-type') ?? '');

/** The render as a page to keep, cut at `nonce`, the render's own (base64: ASCII). */
async function guestPage(response: Response, body: Buffer, nonce: string, brandId: string, ownHeaders: ReadonlySet<string>): Promise<GuestPage> {
  const headers = [...response.headers.entries()].filter(([name]) => !ownHeaders.has(name) && name !== 'content-security-policy');
  const policy = (response.headers.get('content-security-policy') ?? '').split(nonce);
  const parts = splitAt(body, Buffer.from(nonce, 'utf8'));
  const gzip = await SplicedGzip.of(parts, Buffer.byteLength(nonce));
  return { bytes: body.length + gzip.length, brandId, headers, policy, body: parts, bodyLength: body.length, gzip };
}
