import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Brand, OpenSite, Visit } from '../site-entry';
import { answerWith, headersOf } from '../http/remix-handler';
import type { RenderStep } from '../http/render-steps';
import { newNonce } from './guest-page-cache';
import { replaceCookie, sharedRenderRequest } from './guest-page-key';
import { takesGzip, writePage } from './guest-page-response';
import { GuestPageStore, type GuestPageStoreOptions, type StoredPage } from './guest-page-store';
import { written } from './page-text';
import { deflatedOnce, gzipOfRuns, type GzipRun } from './spliced-gzip';
import { cutAtPlaces, placesFilled, signedInAsk, type Parts, type Place, type SharedBody } from './signed-in-pages';

type PartName = 'header' | 'footer' | 'bootstrap';

/**
 * One part of a kept frame: its bytes cut at the places each response writes (the nonce, the player's header
 * text), and each of those segments deflated once for the answers that take gzip.
 */
type Piece = { body: Buffer[]; deflated: Buffer[]; places: Place[] };

/** The frame of one page key and player shape: its parts, as a shared render wrote them with the stand-in player. */
type Frame = StoredPage & { pieces: Map<PartName, Piece> };

export type CentreFramesOptions = Omit<GuestPageStoreOptions, 'now'> & {
  render: OpenSite['render'];
  sharedBody: SharedBody;
  contentMissing: OpenSite['contentMissing'];
  assignImageCdn: OpenSite['assignImageCdn'];
  onBrandContentChange: OpenSite['onBrandContentChange'];
};

const SCRIPT_END = Buffer.from('</script>', 'latin1');

/** Requests an earlier step found must render whole (its player's parts were asked for there and said so: a second ask would not). */
export const wholeRenders = new WeakSet<IncomingMessage>();

/**
 * Member-centre pages of a signed-in player with their frame (the header, the footer and the i18n bootstrap,
 * about half of the page's bytes and much of its render) from a shared render: rendered once per guest-page key
 * and player shape with 068's stand-in player, cut between marks and kept; each request renders the page with
 * marks in the frame's places (its own loaders, its root data, the centre's content: all the player's) and the
 * kept pieces are written over them with the player's text and the response's nonce. Only the frame is kept,
 * never the centre's content, and only the shape (counts and yes/no) is in the key. Whatever does not fit (no
 * shape for the player, a frame that cannot be cut, a render that is not a 200 page) renders whole.
 */
export class CentreFrames {
  private readonly store: GuestPageStore<Frame>;

  constructor(private readonly options: CentreFramesOptions) {
    this.store = new GuestPageStore<Frame>(options);
    options.onBrandContentChange((brandId) => this.store.invalidateBrand(brandId));
  }

  middleware(visitOf: (res: ServerResponse) => Visit): RenderStep {
    return async (req, res, next) => {
      try {
        if (wholeRenders.has(req)) return next();
        const visit = visitOf(res);
        const ask = await signedInAsk(req, visit, this.options.sharedBody.routeSharesFrame, this.options.assignImageCdn);
        if (!ask) return next();
        const { cookie, url, brand, keyed } = ask;
        const parts = await soonOrNull(this.options.sharedBody.personalParts(visit, cookie));
        if (!parts) return next();
        const key = JSON.stringify([keyed.found.key, parts.shape]);
        // A visitor still to be given an image CDN gets its pick now, the same in both renders and in their cookie.
        const setCookie = keyed.cdn?.setCookie ?? null;
        const request = () => {
          const headers = headersOf(req);
          if (keyed.cdn?.setCookie) headers.set('cookie', replaceCookie(cookie, keyed.cdn.pair));
          return new Request(url, { method: 'GET', headers });
        };
        const frame = this.frameFor(key, brand, new URL(keyed.found.pathAndQuery, url.origin).href, keyed.found.cookie, visit, parts);
        if (!frame) return next();
        const nonce = newNonce();
        const response = await this.options.render(request(), visit, nonce, { frame: 'cut', viewer: parts.viewer });
        const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
        const runs = body ? this.spliced(body, response, frame, parts, nonce) : null;
        // Marks with no frame to write over them (an error page, a part the frame lacks): the page renders whole.
        if (body && !runs && this.marked(body)) return next();
        answerWith(res, response, this.options.contentMissing.header);
        if (runs) res.setHeader('X-Cache', 'frame');
        if (setCookie && !response.headers.has('set-cookie')) res.appendHeader('Set-Cookie', setCookie);
        // A browser takes gzip: the frame's parts go as deflated when kept, and only this answer's own bytes
        // are compressed now (`compression` would compress the whole page again on every answer, brotli first).
        const gzip = runs && takesGzip(req) ? gzipOfRuns(runs) : null;
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        if (gzip && !res.hasHeader('Vary')) res.setHeader('Vary', 'Accept-Encoding');
        const chunks = gzip ? gzip.chunks : runs ? runs.map((run) => run.bytes) : body ? [body] : [];
        res.setHeader('Content-Length', String(chunks.reduce((n, chunk) => n + chunk.length, 0)));
        writePage(req, res, chunks);
      } catch (error) {
        next(error);
      }
    };
  }

  /**
   * The kept frame of `key`, stale or not; none (the page renders whole) while the key's first one renders. A
   * stale or missing frame starts one render in the background: no request waits for a frame.
   */
  private frameFor(key: string, brand: Brand, href: string, guestCookie: string | null, visit: Visit, parts: Parts): Frame | null {
    if (this.store.passes(key)) return null;
    const kept = this.store.lookup(key);
    if ((!kept || kept.stale) && !this.store.pending(key)) {
      void this.store
        .render(key, brand.id, async () => {
          const nonce = newNonce();
          // The guest's request of the same key with the stand-in in the root, rendered by the root alone.
          const response = await this.options.render(sharedRenderRequest(href, guestCookie), visit, nonce, { shape: parts.shape, frame: 'shared' });
          return { page: await this.keep(response, nonce, brand.id, parts), missing: null, result: null };
        })
        .catch((error: unknown) => console.error('[centre-frames] shared render failed:', error));
    }
    return kept?.page ?? null;
  }

  /** The shared render's frame, cut at its places; null when it cannot be kept (not a whole page, a part not cut cleanly, the player's own text in it). */
  private async keep(response: Response, nonce: string, brandId: string, parts: Parts): Promise<Frame | null> {
    const isPage = response.status === 200 && /^text\/html\b/.test(response.headers.get('content-type') ?? '');
    if (!isPage || this.options.contentMissing.partOf(response.headers) || response.headers.has(this.options.sharedBody.playerReadHeader)) {
      void response.body?.cancel();
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const { sharedBody } = this.options;
    const marks = sharedBody.frameMarks;
    const raw = new Map<PartName, Buffer>();
    for (const name of ['header', 'footer'] as const) {
      const { from, to } = marks.parts[name];
      const start = only(body, from);
      const end = start === null ? null : only(body, to);
      if (start === null && end === null && !body.includes(to)) continue;
      if (start === null || end === null || end < start) return refused('a frame part is not marked once');
      raw.set(name, body.subarray(start + Buffer.byteLength(from), end));
    }
    const open = only(body, marks.bootstrap.open);
    if (open !== null) {
      const from = open + Buffer.byteLength(marks.bootstrap.open);
      raw.set('bootstrap', body.subarray(from, body.indexOf(SCRIPT_END, from)));
    }
    // Held to its word: the stand-in's text only, never this player's (a part that reads anything else of the player would show it).
    const own = [parts.text.nickname, parts.text.account].filter((text) => text.length >= 3).map((text) => written(text, 'html'));
    const pieces = new Map<PartName, Piece>();
    let bytes = 0;
    for (const [name, part] of raw) {
      if (own.some((text) => part.includes(text))) return refused(`the ${name} shows the player's own text`);
      const cut = cutAtPlaces(part, nonce, sharedBody.tokens);
      if (!cut || cut.places.some(({ kind }) => kind !== 'nonce' && kind !== 'text')) return refused(`the ${name} has a place a frame cannot fill`);
      const deflated = await Promise.all(cut.body.map(deflatedOnce));
      pieces.set(name, { ...cut, deflated });
      bytes += part.length + deflated.reduce((n, segment) => n + segment.length, 0);
    }
    return { bytes, brandId, pieces };
  }

  /** Whether a cut render left any mark in the page. */
  private marked(body: Buffer): boolean {
    const marks = this.options.sharedBody.frameMarks;
    return body.includes(marks.bootstrap.place) || Object.values(marks.parts).some(({ place }) => body.includes(place));
  }

  /**
   * The cut render with the frame's pieces over its marks, as runs of bytes (a piece's segments with their
   * deflate streams); null unless every mark is there once and every piece has its mark.
   */
  private spliced(body: Buffer, response: Response, frame: Frame, parts: Parts, nonce: string): GzipRun[] | null {
    if (response.status !== 200) return null;
    const marks = this.options.sharedBody.frameMarks;
    const placeOf: Record<PartName, string> = { header: marks.parts.header.place, footer: marks.parts.footer.place, bootstrap: marks.bootstrap.place };
    const found: { at: number; length: number; piece: Piece }[] = [];
    for (const name of ['header', 'footer', 'bootstrap'] as const) {
      const at = only(body, placeOf[name]);
      const piece = frame.pieces.get(name);
      if (at === null && !piece && !body.includes(placeOf[name])) continue;
      if (at === null || !piece) return null;
      found.push({ at, length: Buffer.byteLength(placeOf[name]), piece });
    }
    found.sort((a, b) => a.at - b.at);
    const nonceBytes = Buffer.from(nonce, 'utf8');
    const own = (bytes: Buffer): GzipRun => ({ bytes, deflated: null });
    const runs: GzipRun[] = [];
    let from = 0;
    for (const { at, length, piece } of found) {
      runs.push(own(body.subarray(from, at)));
      const filled = placesFilled(piece.places, parts, nonceBytes, null);
      piece.body.forEach((segment, i) => {
        if (i > 0) runs.push(own(filled[i - 1]!));
        runs.push({ bytes: segment, deflated: piece.deflated[i]! });
      });
      from = at + length;
    }
    runs.push(own(body.subarray(from)));
    return runs;
  }
}

/**
 * How long a page waits for the player's parts before it renders whole: they come from this process's kept reads
 * in well under a millisecond; a read the platform is slow to answer would otherwise be waited for twice (here,
 * then in the page's own render, each with its own time budget).
 */
const PARTS_WAIT_MS = 200;

export function soonOrNull<T>(work: Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, PARTS_WAIT_MS, null)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Where `needle` stands in `body`, when it stands there exactly once. */
function only(body: Buffer, needle: string): number | null {
  const at = body.indexOf(needle);
  return at !== -1 && body.indexOf(needle, at + 1) === -1 ? at : null;
}

function refused(why: string): null {
  console.error(`[centre-frames] a shared frame cannot be kept (${why}): the page renders whole`);
  return null;
}
