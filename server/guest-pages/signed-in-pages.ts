import { channel } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderStep } from '../http/render-steps';
import type { Brand, OpenSite, Visit } from '../site-entry';
import { newNonce, shareable } from './guest-page-cache';
import { guestPageKey, replaceCookie, sharedRenderRequest } from './guest-page-key';
import { takesGzip, writePage } from './guest-page-response';
import { GuestPageStore, type GuestPageStoreOptions, type StoredPage } from './guest-page-store';
import { PiecewiseGzip } from './spliced-gzip';
import { heartRuns, plainChunks, type HeartRun } from './heart-runs';
import { signedInSharedRenders, signedInSplices } from '../observe/metrics';
import { written } from './page-text';

export type SharedBody = OpenSite['sharedBody'];
export type Parts = NonNullable<Awaited<ReturnType<SharedBody['personalParts']>>>;
type TextName = keyof Parts['text'];

/**
 * What goes in one place of a stored page: the response's nonce, a player's text (as HTML or inside the page's
 * data script), a number, the player's favourite game ids (comma-joined, in the data), or one of a heart's two
 * texts (as the render wrote them) by whether the player favours its game.
 */
export type Place =
  | { kind: 'nonce' }
  | { kind: 'text'; name: TextName; in: 'html' | 'script' }
  | { kind: 'page'; index: number; in: 'html' | 'script' }
  | { kind: 'sinceTouch' }
  | { kind: 'favourites'; in: 'html' | 'script' }
  | { kind: 'heart'; nodeId: string; off: Buffer; on: Buffer };

/**
 * A shared signed-in page: its bytes cut at every place a response writes its own, as they are and gzipped
 * once; `favourites`: whether any place needs the player's favourites (only then are they read).
 */
export type SplicePage = StoredPage & {
  headers: [string, string][];
  policy: string[];
  body: Buffer[];
  places: Place[];
  gzip: PiecewiseGzip;
  favourites: boolean;
  /** Runs of hearts joined unfavoured, for the page sent as it is (see heartRuns). */
  runs: HeartRun[];
};

export type SignedInPagesOptions = Omit<GuestPageStoreOptions, 'now'> & {
  render: OpenSite['render'];
  sharedBody: SharedBody;
  contentMissing: OpenSite['contentMissing'];
  assignImageCdn: OpenSite['assignImageCdn'];
  /** Refreshes the brand's config and content in the background when stale (their changes empty the store), as guest hits do. */
  touchBrandContent: (brand: Brand) => void;
  onBrandContentChange: OpenSite['onBrandContentChange'];
  /** Headers of one response, never of a stored page (the guest cache's list). */
  ownHeaders: ReadonlySet<string>;
};

/** How often a page served from the store asks the build to refresh the brand's content. */
const TOUCH_EVERY_MS = 250;

/**
 * Each shared render's start and end (`performance.now()`), for a tracer that asks (the bench's `--tail`): which
 * slow requests a render overlapped. Publishing costs nothing while nobody subscribes.
 */
export const sharedRenderSpans = channel('site:signed-in-shared-render');

/** The session cookie's pair (either name, as the build writes it), cut from a Cookie header. */
export const SESSION_PAIR = /(?:^|;\s*)(?:__Host-)?wl_session=[^;]*/;

/** Whether a request may be a signed-in page these steps share (a GET or HEAD with a session, on a brand's own host): for any other, none of them has anything to do. */
export function mayShareSignedIn(req: IncomingMessage, visit: Visit): boolean {
  const cookie = req.headers.cookie;
  const { method } = req;
  return (method === 'GET' || method === 'HEAD') && visit.host.kind === 'brand' && !visit.host.preview && !!cookie && SESSION_PAIR.test(cookie);
}

/**
 * Signed-in pages of the routes that declare a shared body (`handle.sharedBody`): the page is rendered once
 * per guest-page key and player shape (badge counts, whether a VIP label or an avatar shows) with a stand-in
 * player whose text is tokens, and each response writes its own player's text, nonce and idle time where the
 * tokens were. The player's text never enters the store: only the shape, which is counts and yes/no. A player
 * whose page must render whole (a notice to show, the idle clock's restart, a password change, a cookie the
 * key does not know) goes on to Remix as before, and so does any route whose render read the session.
 */
export class SignedInPages {
  private readonly store: GuestPageStore<SplicePage>;
  private readonly touchedAt = new Map<string, number>();

  constructor(private readonly options: SignedInPagesOptions) {
    this.store = new GuestPageStore<SplicePage>(options);
    options.onBrandContentChange((brandId) => this.store.invalidateBrand(brandId));
  }

  forgetBrand(brandId: string): void {
    this.store.invalidateBrand(brandId);
  }

  /** At most every TOUCH_EVERY_MS per brand, like the guest cache's hits. */
  private touch(brand: Brand) {
    const now = Date.now();
    if (now - (this.touchedAt.get(brand.id) ?? 0) < TOUCH_EVERY_MS) return;
    this.touchedAt.set(brand.id, now);
    this.options.touchBrandContent(brand);
  }

  middleware(visitOf: (res: ServerResponse) => Visit): RenderStep {
    return async (req, res, next) => {
      try {
        const visit = visitOf(res);
        const { host } = visit;
        const cookie = req.headers.cookie;
        if (!mayShareSignedIn(req, visit) || host.kind !== 'brand' || !cookie) return next();
        const target = req.url ?? '/';
        const url = new URL(target, visit.origin);
        if (url.pathname.endsWith('.data') || !this.options.sharedBody.routeShares(url.pathname)) return next();
        const page = await this.pageFor(target, url, cookie, visit, host.brand);
        if (!page) return next();
        const favourites = page.page.favourites ? new Set(await page.parts.favourites()) : null;
        send(req, res, page.page, page.parts, favourites, page.setCookie);
      } catch (error) {
        next(error);
      }
    };
  }

  private async pageFor(target: string, url: URL, cookie: string, visit: Visit, brand: Brand) {
    const keyed = await guestKeyOfPlayer(this.options.assignImageCdn, target, url, cookie, brand);
    if (!keyed) return null;
    const { found, cdn } = keyed;
    const parts = await this.options.sharedBody.personalParts(visit, cookie);
    if (!parts) return null;
    const key = JSON.stringify([found.key, parts.shape]);
    if (this.store.passes(key)) return null;
    const kept = this.store.lookup(key);
    let page = kept?.page ?? null;
    if (kept) {
      this.touch(brand);
      // Past its time the page is still served while one render replaces it in the background: no request waits for it.
      if (kept.stale && !this.store.pending(key)) {
        signedInSharedRenders.inc({ brand: brand.id, waited: 'no' });
        void this.renderShared(key, found, url, visit, brand, parts.shape);
      }
    } else {
      signedInSharedRenders.inc({ brand: brand.id, waited: 'yes' });
      page = await (this.store.pending(key) ?? this.renderShared(key, found, url, visit, brand, parts.shape));
    }
    return page ? { page, parts, setCookie: cdn?.setCookie ?? null } : null;
  }

  /**
   * The one render of `key` (the stand-in player of `shape`), kept when shareable; its page, or null. A render
   * whose main content is missing (the platform away) leaves the key's last good page in place. On this thread:
   * in the render worker the replacement cost more CPU per page served, and the stale page already spares the wait.
   */
  private async renderShared(
    key: string,
    found: NonNullable<ReturnType<typeof guestPageKey>>,
    url: URL,
    visit: Visit,
    brand: Brand,
    shape: Parts['shape'],
  ): Promise<SplicePage | null> {
    const startedAt = performance.now();
    await this.store
      .render(key, brand.id, async () => {
        const nonce = newNonce();
        const href = new URL(found.pathAndQuery, url.origin).href;
        const response = await this.options.render(sharedRenderRequest(href, found.cookie), visit, nonce, { shape });
        const missing = response.status >= 500 ? 'main' : this.options.contentMissing.partOf(response.headers);
        return { page: await this.keep(response, nonce, brand.id, this.store.lookup(key)?.page ?? null), missing, result: null };
      })
      .catch((error: unknown) => console.error(`[signed-in-pages] ${url.pathname}: shared render failed:`, error));
    if (sharedRenderSpans.hasSubscribers) sharedRenderSpans.publish({ path: url.pathname, startedAt, endedAt: performance.now() });
    return (await this.store.pending(key)) ?? this.store.lookup(key)?.page ?? null;
  }

  /** The render cut at its places, or null when it may not be shared (not a whole page, a cookie, a session read, a token a component changed). */
  private async keep(response: Response, nonce: string, brandId: string, previous: SplicePage | null): Promise<SplicePage | null> {
    const { sharedBody, contentMissing, ownHeaders } = this.options;
    if (!shareable(response) || response.headers.has(sharedBody.playerReadHeader) || contentMissing.partOf(response.headers) === 'main') {
      void response.body?.cancel();
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const cut = cutAtPlaces(body, nonce, sharedBody.tokens);
    if (!cut) {
      console.error('[signed-in-pages] a shared render changed a token of the player: the page renders whole');
      return null;
    }
    const headers = [...response.headers.entries()].filter(([name]) => !ownHeaders.has(name) && name !== 'content-security-policy' && name !== 'cache-control');
    const policy = (response.headers.get('content-security-policy') ?? '').split(nonce);
    // A page unchanged since the last render keeps its gzip, and a changed one its unchanged segments' streams (a
    // page's jackpot and render time move with every render): compressing a lobby against both states of every
    // heart is the costliest step of a render, and it ran on the thread pool beside the site's thread.
    const gzip =
      previous && sameCut(previous, cut)
        ? previous.gzip
        : await PiecewiseGzip.of(
            cut.body,
            heartContexts(cut.body, cut.places),
            previous ? { gzip: previous.gzip, contexts: heartContexts(previous.body, previous.places) } : undefined,
          );
    const favourites = cut.places.some(({ kind }) => kind === 'favourites' || kind === 'heart');
    const runs = heartRuns(cut.body, cut.places);
    const joined = runs.reduce((n, run) => n + run.off.length, 0);
    return { bytes: body.length * 2 + joined, brandId, headers, policy, ...cut, gzip, favourites, runs };
  }
}

/**
 * The guest-page key of a signed-in player's page (their cookies but the session's), and the image CDN as a
 * guest's page would have it, so a shared render writes no cookie; null when the key knows not every cookie.
 */
export async function guestKeyOfPlayer(assignImageCdn: OpenSite['assignImageCdn'], target: string, url: URL, cookie: string, brand: Brand) {
  const others = cookie.replace(SESSION_PAIR, '').replace(/^\s*;\s*/, '') || null;
  const keyOf = (header: string | null) => guestPageKey({ method: 'GET', url, cookieHeader: header, brandId: brand.id, preview: false });
  if (!keyOf(others)) return null;
  const cdn = await assignImageCdn(brand, others).catch(() => undefined);
  if (cdn === undefined) return null;
  const found = keyOf(cdn?.setCookie ? replaceCookie(others, cdn.pair) : others);
  if (!found || found.pathAndQuery !== target) return null;
  return { found, cdn };
}

/**
 * A signed-in player's GET of a brand's page (not a preview, not a `.data` request) whose path `shares`, with its
 * guest-page key; null when it is not for a shared page of this kind.
 */
export async function signedInAsk(req: IncomingMessage, visit: Visit, shares: (pathname: string) => boolean, assignImageCdn: OpenSite['assignImageCdn']) {
  const cookie = req.headers.cookie;
  const { host } = visit;
  if (!mayShareSignedIn(req, visit) || host.kind !== 'brand' || !cookie) return null;
  const target = req.url ?? '/';
  const url = new URL(target, visit.origin);
  if (url.pathname.endsWith('.data') || !shares(url.pathname)) return null;
  const keyed = await guestKeyOfPlayer(assignImageCdn, target, url, cookie, host.brand);
  return keyed ? { cookie, url, brand: host.brand, keyed } : null;
}

/** Every place in `body` a response writes its own bytes, in order; null when a token stands changed (a component cut or reworded it). */
export function cutAtPlaces(body: Buffer, nonce: string, tokens: SharedBody['tokens'], pageTexts = 0): { body: Buffer[]; places: Place[] } | null {
  const found: { at: number; length: number; place: Place }[] = [];
  const each = (text: string, place: (at: number) => Place) => {
    const needle = Buffer.from(text, 'utf8');
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) found.push({ at, length: needle.length, place: place(at) });
  };
  const inScript = (at: number) => body.lastIndexOf('<script', at) > body.lastIndexOf('</script', at);
  each(nonce, () => ({ kind: 'nonce' }));
  each(tokens.sinceTouch, () => ({ kind: 'sinceTouch' }));
  for (const [name, token] of Object.entries(tokens.text) as [TextName, string][])
    each(token, (at) => ({ kind: 'text', name, in: inScript(at) ? 'script' : 'html' }));
  each(tokens.favourites, (at) => ({ kind: 'favourites', in: inScript(at) ? 'script' : 'html' }));
  for (let index = 0; index < pageTexts; index++) each(tokens.page(index), (at) => ({ kind: 'page', index, in: inScript(at) ? 'script' : 'html' }));
  const hearts = heartsOf(body, tokens.favouriteChoice);
  // A heart's texts are markup as the render wrote it: in the data script they would need its escaping.
  if (!hearts || hearts.some(({ at }) => inScript(at))) return null;
  found.push(...hearts);
  // Each heart carries three marks (its start, the second text's, its end); every other token one.
  const marks = found.filter(({ place }) => place.kind !== 'nonce' && place.kind !== 'sinceTouch').length + 2 * hearts.length;
  let seen = 0;
  for (let at = body.indexOf(tokens.mark); at !== -1; at = body.indexOf(tokens.mark, at + 1)) seen++;
  if (seen !== marks) return null;
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, length } of found) {
    parts.push(body.subarray(from, at));
    from = at + length;
  }
  parts.push(body.subarray(from));
  return { body: parts, places: found.map(({ place }) => place) };
}

/** Whether `cut` has the same bytes and places as the page kept before it (the nonce aside, which is a place). */
function sameCut(page: SplicePage, cut: { body: Buffer[]; places: Place[] }): boolean {
  if (page.body.length !== cut.body.length || page.places.length !== cut.places.length) return false;
  if (page.body.some((segment, i) => !segment.equals(cut.body[i]!))) return false;
  return page.places.every((place, i) => {
    const other = cut.places[i]!;
    if (place.kind === 'heart') return other.kind === 'heart' && other.nodeId === place.nodeId && other.off.equals(place.off) && other.on.equals(place.on);
    return JSON.stringify(place) === JSON.stringify(other);
  });
}

/** Every heart's place in `body` (`<start><node id>.<off text><or><on text><end>`); null when one is not whole. */
function heartsOf(body: Buffer, choice: SharedBody['tokens']['favouriteChoice']): { at: number; length: number; place: Place }[] | null {
  const found: { at: number; length: number; place: Place }[] = [];
  for (let at = body.indexOf(choice.start); at !== -1; at = body.indexOf(choice.start, at + 1)) {
    const idFrom = at + choice.start.length;
    const idEnd = body.indexOf('.', idFrom);
    const or = body.indexOf(choice.or, idFrom);
    const end = body.indexOf(choice.end, idFrom);
    const next = body.indexOf(choice.start, idFrom);
    const nodeId = idEnd === -1 ? '' : body.toString('latin1', idFrom, idEnd);
    if (!/^\d{1,12}$/.test(nodeId) || or === -1 || end < or || (next !== -1 && next < end)) return null;
    const off = body.subarray(idEnd + 1, or);
    const on = body.subarray(or + choice.or.length, end);
    found.push({ at, length: end + choice.end.length - at, place: { kind: 'heart', nodeId, off, on } });
  }
  return found;
}

/**
 * For each segment after a heart's place, the bytes just before it back to where that heart's places begin,
 * for a player who does not favour its game and one who does: the segment is compressed against both, so a
 * tile's markup refers back to the tile before it (compressed alone, a lobby's gzip is almost twice as large).
 */
function heartContexts(segments: readonly Buffer[], places: readonly Place[]): Buffer[][] {
  const heartAt = (i: number) => {
    const place = places[i];
    return place?.kind === 'heart' ? place : null;
  };
  return segments.map((_, i) => {
    const last = heartAt(i - 1);
    if (!last) return [];
    let from = i - 1;
    while (heartAt(from - 1)?.nodeId === last.nodeId) from--;
    const before = (state: 'off' | 'on') => {
      const parts: Buffer[] = [];
      for (let j = from; j < i; j++) parts.push(segments[j]!, heartAt(j)![state]);
      return Buffer.concat(parts);
    };
    return [before('off'), before('on')];
  });
}

/** What this response writes in each place: its nonce, its player's text, idle time, favourites and hearts. */
export function placesFilled(
  places: readonly Place[],
  parts: Parts,
  nonce: Buffer,
  favourites: ReadonlySet<string> | null,
  pageTexts: readonly string[] = [],
): Buffer[] {
  const since = Buffer.from(String(parts.sinceTouchMs), 'utf8');
  const texts = new Map<string, Buffer>();
  return places.map((place) => {
    if (place.kind === 'nonce') return nonce;
    if (place.kind === 'sinceTouch') return since;
    if (place.kind === 'heart') return favourites?.has(place.nodeId) ? place.on : place.off;
    if (place.kind === 'favourites') return Buffer.from(written([...(favourites ?? [])].join(','), place.in), 'utf8');
    if (place.kind === 'page') return Buffer.from(written(pageTexts[place.index] ?? '', place.in), 'utf8');
    const memo = `${place.name}:${place.in}`;
    let bytes = texts.get(memo);
    if (!bytes) texts.set(memo, (bytes = Buffer.from(written(parts.text[place.name], place.in), 'utf8')));
    return bytes;
  });
}

/** The page with this response's nonce and this player's own parts in their places. */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: SplicePage,
  parts: Parts,
  favourites: ReadonlySet<string> | null,
  setCookie: string | null,
  pageTexts: readonly string[] = [],
) {
  const started = performance.now();
  const nonce = newNonce();
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const pieces = placesFilled(page.places, parts, nonceBytes, favourites, pageTexts);
  // Segment i follows place i - 1: compressed against that heart's off or on bytes (see heartContexts).
  const variants = () => [0, ...page.places.map((place) => (place.kind === 'heart' && favourites?.has(place.nodeId) ? 1 : 0))];
  const gzip = takesGzip(req);
  const out = gzip ? page.gzip.chunks(pieces, variants()) : plainChunks(page.body, pieces, page.runs, favourites);
  res.statusCode = 200;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.policy.length > 1 || page.policy[0]) res.setHeader('Content-Security-Policy', page.policy.join(nonce));
  if (setCookie) res.appendHeader('Set-Cookie', setCookie);
  // A signed-in player's page is theirs alone: no shared cache, no disk copy.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  res.setHeader('X-Cache', 'splice');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(out.length));
  res.setHeader('Server-Timing', `splice;dur=${(performance.now() - started).toFixed(2)}`);
  signedInSplices.inc({ brand: page.brandId });
  writePage(req, res, out.chunks);
}
