import type { AppLoadContext } from '@remix-run/node';
import { SwrCache } from '~/lib/swr-cache.server';
import { isOutage } from '~/platform-client/errors';

/**
 * A signed-in player's slow-changing reads (the member centre's wallet, badges, settings), kept a few
 * seconds per session so the pages of a visit share one platform call each instead of repeating it on
 * every page. Keyed by brand and session id, so one player's data never reaches another. The
 * session's own actions forget its reads here (the page after a deposit or a claim shows the change);
 * another instance's copy ages out within its time.
 */
type Held<T> = { language: string; fetchedAt: number; freshUntil: number; value: T };
const caches: SwrCache<Held<unknown>>[] = [];

/**
 * What one read's values may weigh across all sessions: about a score of these caches live in the site's
 * capped heap, and a crowd of sessions must not fill it (past it the oldest stored goes; that player's next
 * page asks the platform again).
 */
const SESSION_READ_MAX_BYTES = 2 * 1024 * 1024;

/** How long a read's last good value may stand in while the platform cannot answer (the session's idle time). */
const LAST_GOOD_MS = 30 * 60_000;

/** Per request: when the oldest last good value it showed was fetched (the page says its figures may be behind). */
const lastGoodShown = new WeakMap<AppLoadContext, number>();

async function keyOf(context: AppLoadContext): Promise<string | null> {
  if (context.host.kind !== 'brand') return null;
  const session = await context.session();
  return session.id && session.get('token') ? `${context.host.brand.id}:${session.id}` : null;
}

/**
 * A read kept `ttlMs` per session; without a signed-in session it always asks. Past its time it is
 * asked again (with `staleMs`, in the background for that long while the kept value is served); when the platform cannot answer (down, slow past the request's budget), the last good
 * value stands in and the request remembers it did (`lastGoodShownSince`). A refusal or an ended
 * platform session is never covered up: it reaches the page. Failures are never kept.
 */
export function sessionRead<T>(ttlMs: number, options: { staleMs?: number } = {}): (context: AppLoadContext, fetch: () => Promise<T>) => Promise<T> {
  const staleMs = options.staleMs ?? 0;
  const cache = new SwrCache<Held<T>>({ ttlMs, maxStaleMs: 0, retryAfterMs: 0, maxEntries: 20_000, maxBytes: SESSION_READ_MAX_BYTES });
  caches.push(cache as SwrCache<Held<unknown>>);
  return async (context, fetch) => {
    const key = await keyOf(context);
    if (!key) return fetch();
    // The platform answers in the visitor's language (names, labels): after a switch it is asked again.
    const language = await context.language();
    const held = cache.peek(key);
    const usable = held?.language === language ? held : undefined;
    if (usable && Date.now() < usable.freshUntil) return usable.value;
    const refresh = () => cache.revalidate(key, async () => ({ language, fetchedAt: Date.now(), freshUntil: Date.now() + ttlMs, value: await fetch() }));
    // Aged out (not forgotten by an action: that sets its time to 0), within `staleMs` it is served while one
    // read replaces it in the background; a failed read leaves it as the last good value.
    if (usable && Date.now() < usable.freshUntil + staleMs) {
      refresh().catch(() => undefined);
      return usable.value;
    }
    try {
      return (await refresh()).value;
    } catch (error) {
      const lastGood = cache.peek(key);
      if (!isOutage(error) || lastGood?.language !== language || Date.now() - lastGood.fetchedAt > LAST_GOOD_MS) throw error;
      lastGoodShown.set(context, Math.min(lastGood.fetchedAt, lastGoodShown.get(context) ?? Infinity));
      return lastGood.value;
    }
  };
}

/** When the oldest last good value this request showed in place of a live one was fetched; null: all live. */
export function lastGoodShownSince(context: AppLoadContext): number | null {
  return lastGoodShown.get(context) ?? null;
}

/** Per-session caches kept elsewhere (the signed-in shell's public state), keyed the same way. */
const otherForgets: ((key: string) => void)[] = [];

/** Registers a per-session cache (keyed `<brand id>:<session id>`) to be forgotten with the session's reads. */
export function forgetWithSessionReads(forget: (key: string) => void): void {
  otherForgets.push(forget);
}

/**
 * After anything the player did (every action), their reads on this instance are asked again. What was
 * read stays only as the last good value, for a platform that cannot answer the next read.
 */
export async function forgetSessionReads(context: AppLoadContext): Promise<void> {
  const key = await keyOf(context).catch(() => null);
  if (!key) return;
  for (const forget of otherForgets) forget(key);
  for (const cache of caches) {
    const held = cache.peek(key);
    if (held) held.freshUntil = 0;
  }
}

/**
 * A page the player opened afresh (a reload, an address typed or bookmarked, a return from the payment
 * page or any other site) shows live data: what is kept serves only clicks within the site. A reload
 * asks for it in HTTP terms (Cache-Control: max-age=0 or no-cache); the browser names the others in
 * Sec-Fetch-Site.
 */
export function opensAfresh(request: Request): boolean {
  const cacheControl = request.headers.get('cache-control') ?? '';
  if (/\b(no-cache|max-age=0)\b/i.test(cacheControl) || /no-cache/i.test(request.headers.get('pragma') ?? '')) return true;
  const site = request.headers.get('sec-fetch-site');
  return request.headers.get('sec-fetch-mode') === 'navigate' && site !== null && site !== 'same-origin';
}

const forgetting = new WeakMap<AppLoadContext, Promise<void>>();

/** Forgets the session's reads once for the request: its loaders run side by side, and each waits for it. */
export function forgetSessionReadsOnce(context: AppLoadContext): Promise<void> {
  let done = forgetting.get(context);
  if (!done) forgetting.set(context, (done = forgetSessionReads(context)));
  return done;
}
