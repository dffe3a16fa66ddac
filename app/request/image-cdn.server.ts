import { createCookie } from '@remix-run/node';
import { cookiesAreSecure } from '~/lib/env.server';

const ABSOLUTE = /^https?:\/\/[^/]/i;
const YEAR = 60 * 60 * 24 * 365;
// Which of the brand's image CDNs this browser uses: not a secret, read back through a strict check.
const cdnCookie = createCookie('img_cdn', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: YEAR });

/** The brand's CDNs a page may point images at, worked out once per config (asked on every guest hit). */
const usable = new WeakMap<readonly string[], string[]>();
function usableCdns(cdns: readonly string[]): string[] {
  let list = usable.get(cdns);
  if (!list) usable.set(cdns, (list = cdns.map((c) => c.trim()).filter((c) => ABSOLUTE.test(c))));
  return list;
}

/** The index this browser keeps, if it still names one of `count` CDNs. */
async function keptIndex(cookieHeader: string | null, count: number): Promise<number | null> {
  const kept: unknown = await cdnCookie.parse(cookieHeader);
  return typeof kept === 'number' && Number.isInteger(kept) && kept >= 0 && kept < count ? kept : null;
}

/**
 * The visitor's pick among `cdns`: the kept one, else a new one at random with the cookie that keeps it.
 * Null when the brand has no usable CDN.
 */
export async function pickImageCdn(
  cookieHeader: string | null,
  cdns: readonly string[],
  random: () => number = Math.random,
): Promise<{ index: number; base: string; setCookie: string | null } | null> {
  const usable = usableCdns(cdns);
  if (!usable.length) return null;
  const kept = await keptIndex(cookieHeader, usable.length);
  if (kept !== null) return { index: kept, base: usable[kept]!, setCookie: null };
  const index = Math.min(usable.length - 1, Math.max(0, Math.floor(random() * usable.length)));
  return { index, base: usable[index]!, setCookie: await newPickCookie(index, cookiesAreSecure()) };
}

/**
 * The Set-Cookie that keeps a new pick, made once a second per index: its Expires has whole seconds, so within
 * one it is the very string the cookie would make again (every guest without the cookie is a new pick, and
 * serialising took a few per cent of a cached page's answer).
 */
const newPicks = new Map<string, { second: number; cookie: Promise<string> }>();
function newPickCookie(index: number, secure: boolean): Promise<string> {
  const second = Math.floor(Date.now() / 1000);
  const key = `${index}:${secure}`;
  const made = newPicks.get(key);
  if (made?.second === second) return made.cookie;
  const cookie = cdnCookie.serialize(index, { secure });
  newPicks.set(key, { second, cookie });
  cookie.catch(() => newPicks.delete(key));
  return cookie;
}

const pairs = new Map<number, Promise<string>>();
/** The `name=value` pair of the cookie that keeps `index`, as a browser would send it back (the same for every visitor). */
export function imageCdnCookiePair(index: number): Promise<string> {
  let pair = pairs.get(index);
  if (!pair) {
    pair = cdnCookie.serialize(index).then((cookie) => cookie.split(';')[0]!);
    pairs.set(index, pair);
    // A failure is not remembered: the next visitor tries again.
    pair.catch(() => pairs.delete(index));
  }
  return pair;
}

/**
 * The visitor's image CDN: one of the brand's `imageCDNs` chosen at random on the first visit and kept
 * in a cookie, so visitors spread over the CDNs while each browser's image cache stays warm (a new pick
 * on every page would fetch every image again). A list that shrank past the kept choice picks again.
 * Without a usable CDN the platform's own URL serves the images.
 */
export async function visitorImageCdn(
  request: Request,
  cdns: readonly string[],
  fallback: string | null,
  random: () => number = Math.random,
): Promise<{ base: string | null; setCookie: string | null }> {
  const picked = await pickImageCdn(request.headers.get('Cookie'), cdns, random);
  if (!picked) return { base: fallback && ABSOLUTE.test(fallback) ? fallback : null, setCookie: null };
  return { base: picked.base, setCookie: picked.setCookie };
}
