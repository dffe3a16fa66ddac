import { createCookie } from '@remix-run/node';

const ABSOLUTE = /^https?:\/\/[^/]/i;
const YEAR = 60 * 60 * 24 * 365;
// Which of the brand's image CDNs this browser uses: not a secret, read back through a strict check.
const cdnCookie = createCookie('img_cdn', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: YEAR });

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
  const usable = cdns.map((c) => c.trim()).filter((c) => ABSOLUTE.test(c));
  if (!usable.length) return { base: fallback && ABSOLUTE.test(fallback) ? fallback : null, setCookie: null };
  const kept = await cdnCookie.parse(request.headers.get('Cookie'));
  if (typeof kept === 'number' && Number.isInteger(kept) && kept >= 0 && kept < usable.length) return { base: usable[kept]!, setCookie: null };
  const index = Math.min(usable.length - 1, Math.max(0, Math.floor(random() * usable.length)));
  return { base: usable[index]!, setCookie: await cdnCookie.serialize(index) };
}
