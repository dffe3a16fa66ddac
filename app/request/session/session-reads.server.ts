import type { AppLoadContext } from '@remix-run/node';
import { SwrCache } from '~/lib/swr-cache.server';

/**
 * A signed-in player's slow-changing reads (the member centre's wallet, badges, settings), kept a few
 * seconds per session so the pages of a visit share one platform call each instead of repeating it on
 * every page. Keyed by brand and session id, so one player's data never reaches another. The
 * session's own actions forget its reads here (the page after a deposit or a claim shows the change);
 * another instance's copy ages out within its time.
 */
type Held<T> = { language: string; at: number; value: T };
const caches: SwrCache<Held<unknown>>[] = [];

async function keyOf(context: AppLoadContext): Promise<string | null> {
  if (context.host.kind !== 'brand') return null;
  const session = await context.session();
  return session.id && session.get('token') ? `${context.host.brand.id}:${session.id}` : null;
}

/** A read kept `ttlMs` per session; without a signed-in session it always asks. Failures are never kept. */
export function sessionRead<T>(ttlMs: number): (context: AppLoadContext, fetch: () => Promise<T>) => Promise<T> {
  const cache = new SwrCache<Held<T>>({ ttlMs, maxStaleMs: 0, retryAfterMs: 0, maxEntries: 20_000 });
  caches.push(cache as SwrCache<Held<unknown>>);
  return async (context, fetch) => {
    const key = await keyOf(context);
    if (!key) return fetch();
    const language = await context.language();
    // Never served past its time, not even while the platform fails: the failure (an ended platform
    // session above all) must reach the page. The platform answers in the visitor's language (names,
    // labels): after a switch it is asked again.
    const held = cache.peek(key);
    if (held && (held.language !== language || Date.now() - held.at >= ttlMs)) cache.forget(key);
    return (await cache.get(key, async () => ({ language, at: Date.now(), value: await fetch() }), { signal: context.budget })).value;
  };
}

/** After anything the player did (every action), their reads on this instance are asked again. */
export async function forgetSessionReads(context: AppLoadContext): Promise<void> {
  const key = await keyOf(context).catch(() => null);
  if (key) for (const cache of caches) cache.forget(key);
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

