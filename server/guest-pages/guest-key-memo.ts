import { guestPageKey, replaceCookie, type GuestPageKey } from './guest-page-key';

/** What a request's address and cookies make of it for the cache, before the image CDN pick. */
export type AddressedKey = {
  /** The path as the URL parser normalised it (`/x/../index` is `/index`). */
  pathname: string;
  /** The checked origin the page's URL is built on. */
  origin: string;
  /** A resource route's path: never a page to keep. */
  resource: boolean;
  /** The key of the cookies as sent (null: the request renders alone). */
  asSent: GuestPageKey | null;
  /** The key with each image CDN pick written into the cookies, made once per pick. */
  withPick: Map<string, GuestPageKey | null>;
};

type Addressed = { brandId: string; preview: boolean; origin: string; target: string; cookieHeader: string | null; method: string };

/** Addresses remembered before all are forgotten at once (odd targets cannot grow it past this). */
const MAX_ENTRIES = 256;

/**
 * The cache's key for a request, remembered per address: parsing the URL and the cookies and building the key was
 * about a twentieth of a hit's cost, and a site's visitors ask for a handful of addresses with a handful of cookie
 * headers. Every part is a pure function of what the memo is keyed on (the brand's resource routes are the build's,
 * fixed for the process), so a remembered key is the one that would be made again.
 */
export class GuestKeyMemo {
  private readonly known = new Map<string, AddressedKey>();

  constructor(private readonly isResourceRoute: (pathname: string) => boolean) {}

  /** The request's key and address facts (made on first ask). Header values and targets hold no newline (Node refuses them). */
  of(request: Addressed): AddressedKey {
    const memo = `${request.method}\n${request.brandId}\n${request.preview ? 1 : 0}\n${request.origin}\n${request.target}\n${request.cookieHeader ?? '\0'}`;
    let found = this.known.get(memo);
    if (!found) {
      if (this.known.size >= MAX_ENTRIES) this.known.clear();
      found = this.make(request);
      this.known.set(memo, found);
    }
    return found;
  }

  /** The key of `addressed` once the cookie `pair` (the image CDN's new pick) replaces what it sent. */
  withPick(addressed: AddressedKey, request: Addressed, pair: string): GuestPageKey | null {
    let key = addressed.withPick.get(pair);
    if (key === undefined) {
      key = this.keyOf(request, replaceCookie(request.cookieHeader, pair));
      // A handful of picks per address (the brand's image CDNs); a stale config's pick does no harm beyond one entry.
      addressed.withPick.set(pair, key);
    }
    return key;
  }

  private make(request: Addressed): AddressedKey {
    const url = new URL(request.target, request.origin);
    const resource = this.isResourceRoute(url.pathname);
    return {
      pathname: url.pathname,
      origin: url.origin,
      resource,
      asSent: resource ? null : this.keyOf(request, request.cookieHeader, url),
      withPick: new Map(),
    };
  }

  private keyOf(request: Addressed, cookieHeader: string | null, url = new URL(request.target, request.origin)) {
    return guestPageKey({ method: request.method, url, cookieHeader, brandId: request.brandId, preview: request.preview });
  }
}
