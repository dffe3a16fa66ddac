/**
 * The cookies a guest page is allowed to depend on, each read by the app through its own strict
 * parser: language, colour mode, image CDN choice, analytics consent. Their values are part of the
 * page's key. Any other cookie (the session above all) sends the request past the cache: the app
 * cannot be shown to ignore a cookie it has not named here.
 */
export const GUEST_COOKIES = ['lang', 'mode', 'img_cdn', 'analytics_consent'] as const;

/** Query parameters whose pages are never shared: a one-time sign-in token, Remix's data requests. */
const PRIVATE_PARAMS = ['token', '_data'];

export type GuestPageRequest = {
  method: string;
  /** The URL as the visitor addressed it (origin checked by the HTTP layer). */
  url: URL;
  cookieHeader: string | null;
  brandId: string;
  /** A staging preview of the brand (support staff only): its ribbon changes the page. */
  preview: boolean;
};

export type GuestPageKey = {
  key: string;
  /** The Cookie header the shared render sees: the guest cookies only, in a fixed order. */
  cookie: string | null;
  /** The path and normalised query the shared render is asked for. */
  pathAndQuery: string;
};

/**
 * The key of a request's page in the shared guest cache, or null when the request must render alone.
 * Everything that can change the page's bytes is in the key: brand, origin (scheme, host, port: links
 * and mirrors are built from it), preview or not, path, query as sent, and the guest cookies' values. The image CDN cookie is expected to have
 * been assigned already (see assignImageCdn), so a first visit shares the page of its pick.
 */
export function guestPageKey(request: GuestPageRequest): GuestPageKey | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { url } = request;
  for (const name of PRIVATE_PARAMS) if (url.searchParams.has(name)) return null;
  const cookies = guestCookies(request.cookieHeader);
  if (!cookies) return null;
  const kept = GUEST_COOKIES.filter((name) => cookies.has(name)).map((name) => `${name}=${cookies.get(name)}`);
  // The query as sent, not re-ordered: the page's links and a gate's `redirectTo` repeat the visitor's own URL.
  const pathAndQuery = `${url.pathname}${url.search}`;
  const cookie = kept.length ? kept.join('; ') : null;
  const key = JSON.stringify([request.brandId, url.origin, request.preview, pathAndQuery, cookie]);
  return { key, cookie, pathAndQuery };
}

/**
 * The raw `name=value` pairs of a Cookie header when every one is a guest cookie, each at most once;
 * otherwise null. Values stay as sent, so the shared render parses exactly what this visitor sent.
 */
function guestCookies(header: string | null): Map<string, string> | null {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    if (!(GUEST_COOKIES as readonly string[]).includes(name) || cookies.has(name)) return null;
    cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** The Cookie header with `pair` (`name=value`) in place of any cookie of that name. */
export function replaceCookie(header: string | null, pair: string): string {
  const name = pair.slice(0, pair.indexOf('='));
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.slice(0, part.indexOf('=')).trim() !== name);
  return [...others, pair].join('; ');
}

/** The request a shared render sees, wherever it runs: the key's URL and cookies, and nothing else of any visitor's. */
export function sharedRenderRequest(url: string, cookie: string | null): Request {
  const headers = new Headers({ accept: 'text/html' });
  if (cookie) headers.set('cookie', cookie);
  return new Request(url, { method: 'GET', headers });
}
