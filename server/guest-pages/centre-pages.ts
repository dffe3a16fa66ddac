import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Brand, OpenSite, Visit } from '../site-entry';
import { headersOf } from '../http/remix-handler';
import type { RenderStep } from '../http/render-steps';
import { signedInSharedRenders } from '../observe/metrics';
import { newNonce, shareable } from './guest-page-cache';
import { sharedRenderRequest } from './guest-page-key';
import { GuestPageStore, type GuestPageStoreOptions } from './guest-page-store';
import { written } from './page-text';
import { PiecewiseGzip } from './spliced-gzip';
import { soonOrNull, wholeRenders } from './centre-frames';
import { cutAtPlaces, send, signedInAsk, type SharedBody, type SplicePage } from './signed-in-pages';

type PageParts = Exclude<Awaited<ReturnType<SharedBody['pageParts']>>, 'whole' | null>;

export type CentrePagesOptions = Omit<GuestPageStoreOptions, 'now'> & {
  render: OpenSite['render'];
  sharedBody: SharedBody;
  contentMissing: OpenSite['contentMissing'];
  assignImageCdn: OpenSite['assignImageCdn'];
  onBrandContentChange: OpenSite['onBrandContentChange'];
  /** Headers of one response, never of a stored page (the guest cache's list). */
  ownHeaders: ReadonlySet<string>;
};

/**
 * Whole member-centre pages of signed-in players from a shared render (decision 111): each answer runs the page's
 * loaders for its player (their gates, their kept reads), and the routes' stand-ins write the data with the player's
 * texts as tokens; the page is rendered once per guest-page key, header shape and that written data (counts, yes/no,
 * the brand's ids and offers: never a text of the player's), cut at every token and kept; each answer writes its
 * player's texts, its nonce and idle time in their places (`X-Cache: splice`). What does not fit renders as before
 * (the centre's frame from a shared render, then Remix): no parts (a notice, the idle clock's restart, a page opened
 * afresh, a money intent to look up, a platform away, an outcome to tell), a render that read the session, or one
 * that shows a text naming this player.
 */
export class CentrePages {
  private readonly store: GuestPageStore<SplicePage>;

  constructor(private readonly options: CentrePagesOptions) {
    this.store = new GuestPageStore<SplicePage>(options);
    options.onBrandContentChange((brandId) => this.store.invalidateBrand(brandId));
  }

  forgetBrand(brandId: string): void {
    this.store.invalidateBrand(brandId);
  }

  middleware(visitOf: (res: ServerResponse) => Visit): RenderStep {
    return async (req, res, next) => {
      try {
        const visit = visitOf(res);
        const ask = await signedInAsk(req, visit, this.options.sharedBody.routeSharesPage, this.options.assignImageCdn);
        if (!ask) return next();
        const { url, brand, keyed } = ask;
        // Bounded as the frame's parts are (see soonOrNull): past it the page renders whole and shares the reads still in flight.
        const parts = await soonOrNull(this.options.sharedBody.pageParts(visit, new Request(url, { method: 'GET', headers: headersOf(req) })));
        if (parts === 'whole') wholeRenders.add(req);
        if (!parts || parts === 'whole') return next();
        const { found, cdn } = keyed;
        // The written data keys the page (it holds no text of the player's); hashed, as it holds the brand's channels and offers.
        const data = createHash('sha256').update(JSON.stringify(parts.routeData)).digest('base64url');
        const key = JSON.stringify([found.key, parts.personal.shape, data]);
        const page = await this.pageFor(key, brand, new URL(found.pathAndQuery, url.origin).href, found.cookie, visit, parts);
        if (!page) return next();
        send(req, res, page, parts.personal, null, cdn?.setCookie ?? null, parts.texts);
      } catch (error) {
        next(error);
      }
    };
  }

  /** The kept page of `key`; a stale one is served while one render replaces it, a missing one is waited for (as 068's). */
  private async pageFor(key: string, brand: Brand, href: string, guestCookie: string | null, visit: Visit, parts: PageParts): Promise<SplicePage | null> {
    if (this.store.passes(key)) return null;
    const kept = this.store.lookup(key);
    if (kept && !kept.stale) return kept.page;
    const pending = this.store.pending(key);
    if (kept) {
      if (!pending) void this.renderShared(key, brand, href, guestCookie, visit, parts, 'no');
      return kept.page;
    }
    return (await (pending ?? this.renderShared(key, brand, href, guestCookie, visit, parts, 'yes'))) ?? null;
  }

  private async renderShared(key: string, brand: Brand, href: string, guestCookie: string | null, visit: Visit, parts: PageParts, waited: 'yes' | 'no') {
    signedInSharedRenders.inc({ brand: brand.id, waited });
    await this.store
      .render(key, brand.id, async () => {
        const nonce = newNonce();
        // The guest's request of the page's key, with the stand-in player and the routes' written data: no session is read.
        const response = await this.options.render(sharedRenderRequest(href, guestCookie), visit, nonce, {
          shape: parts.personal.shape,
          routeData: parts.routeData,
        });
        return { page: await this.keep(response, nonce, brand.id, parts), missing: null, result: null };
      })
      .catch((error: unknown) => console.error('[centre-pages] shared render failed:', error));
    return (await this.store.pending(key)) ?? this.store.lookup(key)?.page ?? null;
  }

  /** The shared render cut at its places; null when it may not be kept (not a whole page, a session read, a part missing, a token changed, the player's own text in it). */
  private async keep(response: Response, nonce: string, brandId: string, parts: PageParts): Promise<SplicePage | null> {
    const { sharedBody, contentMissing, ownHeaders } = this.options;
    if (!shareable(response) || response.headers.has(sharedBody.playerReadHeader) || contentMissing.partOf(response.headers)) {
      void response.body?.cancel();
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    // Held to its word: what names the player who asked is never in a page kept for others (a stand-in that missed a text would show it).
    const own = [parts.personal.text.nickname, parts.personal.text.account, ...parts.identifying].filter((text) => text.length >= 3);
    const shown = own.find((text) => body.includes(written(text, 'html')) || body.includes(written(text, 'script')));
    if (shown !== undefined) return refused('a text naming the player is in it');
    const cut = cutAtPlaces(body, nonce, sharedBody.tokens, parts.texts.length);
    if (!cut) return refused('a token stands changed');
    if (cut.places.some(({ kind }) => kind === 'heart' || kind === 'favourites')) return refused('it has hearts');
    const headers = [...response.headers.entries()].filter(([name]) => !ownHeaders.has(name) && name !== 'content-security-policy' && name !== 'cache-control');
    const policy = (response.headers.get('content-security-policy') ?? '').split(nonce);
    const gzip = await PiecewiseGzip.of(cut.body);
    return { bytes: body.length * 2, brandId, headers, policy, ...cut, gzip, favourites: false, runs: [] };
  }
}

function refused(why: string): null {
  console.error(`[centre-pages] a shared centre page cannot be kept (${why}): the page renders as before`);
  return null;
}
