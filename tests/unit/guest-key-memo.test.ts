import { describe, expect, it } from 'vitest';
import { GuestKeyMemo } from '../../server/guest-pages/guest-key-memo';
import { guestPageKey, replaceCookie } from '../../server/guest-pages/guest-page-key';

const base = {
  method: 'GET',
  brandId: 'demo-a',
  preview: false,
  origin: 'http://demo-a.localhost:3000',
  target: '/index',
  cookieHeader: null as string | null,
};

/** The key made afresh, as the cache made it before keys were remembered. */
const fresh = (request: typeof base, cookieHeader = request.cookieHeader) =>
  guestPageKey({ ...request, url: new URL(request.target, request.origin), cookieHeader });

/** Every input of a key varied one at a time: each pair differs from the first in one thing a page depends on. */
const variants: (typeof base)[] = [
  base,
  { ...base, target: '/rng' },
  { ...base, target: '/index?page=2' },
  { ...base, target: '/x/../index' },
  { ...base, target: '/index?token=abc' },
  { ...base, cookieHeader: 'lang=en' },
  { ...base, cookieHeader: 'lang=zh' },
  { ...base, cookieHeader: 'lang=en; img_cdn=1' },
  { ...base, cookieHeader: 'wl_session=secret' },
  { ...base, origin: 'http://demo-a.localhost:4000' },
  { ...base, preview: true },
  { ...base, brandId: 'demo-b' },
  { ...base, method: 'HEAD' },
];

describe('remembered guest page keys', () => {
  it('gives every request the key made afresh from its own address and cookies, however often and in whatever order they come', () => {
    const memo = new GuestKeyMemo((pathname) => pathname === '/health');
    for (const round of [variants, [...variants].reverse(), variants]) {
      for (const request of round) {
        const addressed = memo.of(request);
        expect(addressed.asSent).toEqual(fresh(request));
        expect(addressed.pathname).toBe(new URL(request.target, request.origin).pathname);
        expect(addressed.origin).toBe(new URL(request.target, request.origin).origin);
        // A new image CDN pick: the key of the cookies with the pick written in, never another visitor's.
        for (const pair of ['img_cdn=0', 'img_cdn=1'])
          expect(memo.withPick(addressed, request, pair)).toEqual(fresh(request, replaceCookie(request.cookieHeader, pair)));
      }
    }
  });

  it("says a resource route's path is one, whatever its spelling, and makes it no key", () => {
    const memo = new GuestKeyMemo((pathname) => pathname === '/health');
    expect(memo.of({ ...base, target: '/x/../health' })).toMatchObject({ resource: true, asSent: null });
    expect(memo.of({ ...base, target: '/healthy' })).toMatchObject({ resource: false });
  });

  it('forgets at its bound and still answers right (odd addresses cannot grow it)', () => {
    const memo = new GuestKeyMemo(() => false);
    for (let i = 0; i < 600; i++) {
      const request = { ...base, target: `/index?q=${i}` };
      expect(memo.of(request).asSent).toEqual(fresh(request));
    }
    expect(memo.of(base).asSent).toEqual(fresh(base));
  });
});
