import { describe, expect, it } from 'vitest';
import { guestPageKey, replaceCookie } from '../../server/guest-pages/guest-page-key';
import { GuestPageStore } from '../../server/guest-pages/guest-page-store';
import { splitAt } from '../../server/guest-pages/split-bytes';

const keyOf = (url: string, cookieHeader: string | null = null, more: { method?: string; preview?: boolean; brandId?: string } = {}) =>
  guestPageKey({ method: more.method ?? 'GET', url: new URL(url), cookieHeader, brandId: more.brandId ?? 'demo-a', preview: more.preview ?? false });

describe('guest page key', () => {
  it('is the same for the same page whatever the order of the cookies; the query renders as sent', () => {
    const a = keyOf('http://demo-a.localhost/rng?q=dragon&page=2', 'mode=ZGFyaw%3D%3D; lang=IlZJIg%3D%3D');
    const b = keyOf('http://demo-a.localhost/rng?q=dragon&page=2', 'lang=IlZJIg%3D%3D;mode=ZGFyaw%3D%3D');
    expect(a).not.toBeNull();
    expect(a!.key).toBe(b!.key);
    // A login redirect back to the page keeps the visitor's own URL.
    expect(a!.pathAndQuery).toBe('/rng?q=dragon&page=2');
    expect(keyOf('http://demo-a.localhost/rng?page=2&q=dragon', 'mode=ZGFyaw%3D%3D; lang=IlZJIg%3D%3D')!.pathAndQuery).toBe('/rng?page=2&q=dragon');
    // The render sees the visitor's guest cookies exactly as sent, in a fixed order.
    expect(a!.cookie).toBe('lang=IlZJIg%3D%3D; mode=ZGFyaw%3D%3D');
  });

  it('differs in every input that changes a page', () => {
    const base = keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D')!.key;
    const others = [
      keyOf('http://demo-a.localhost/rng?q=b', 'img_cdn=MA%3D%3D'),
      keyOf('http://demo-a.localhost/rng?q=a&q=b', 'img_cdn=MA%3D%3D'),
      keyOf('http://demo-a.localhost/slots?q=a', 'img_cdn=MA%3D%3D'),
      keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MQ%3D%3D'),
      keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D; lang=IlZJIg%3D%3D'),
      keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D; mode=ZGFyaw%3D%3D'),
      keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D; analytics_consent=ImdyYW50ZWQi'),
      keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D', { preview: true }),
      keyOf('http://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D', { brandId: 'demo-b' }),
      keyOf('https://demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D'),
      keyOf('http://demo-a.localhost:3000/rng?q=a', 'img_cdn=MA%3D%3D'),
      keyOf('http://www.demo-a.localhost/rng?q=a', 'img_cdn=MA%3D%3D'),
    ].map((k) => k!.key);
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('sends sessions, unknown or repeated cookies, sign-in links, data requests and other methods past the cache', () => {
    expect(keyOf('http://demo-a.localhost/index', 'wl_session=abc')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index', '__Host-wl_session=abc; lang=IlZJIg%3D%3D')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index', 'lang=IlZJIg%3D%3D; _ga=GA1.1')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index', 'lang=IlZJIg%3D%3D; lang=IkVOIg%3D%3D')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index', 'oddity')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index?token=abc')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index?_data=root')).toBeNull();
    expect(keyOf('http://demo-a.localhost/index', null, { method: 'POST' })).toBeNull();
    expect(keyOf('http://demo-a.localhost/index', null, { method: 'HEAD' })).not.toBeNull();
    expect(keyOf('http://demo-a.localhost/index', ' ; ')).not.toBeNull();
  });

  it('puts an assigned cookie in place of the one sent', () => {
    expect(replaceCookie('lang=x; img_cdn=bad', 'img_cdn=MQ%3D%3D')).toBe('lang=x; img_cdn=MQ%3D%3D');
    expect(replaceCookie(null, 'img_cdn=MA%3D%3D')).toBe('img_cdn=MA%3D%3D');
  });
});

type Page = { bytes: number; brandId: string; id: string };
const page = (id: string, bytes = 10, brandId = 'demo-a'): Page => ({ id, bytes, brandId });

function storeAt(options: Partial<ConstructorParameters<typeof GuestPageStore>[0]> = {}) {
  let now = 1_000;
  const store = new GuestPageStore<Page>({ ttlMs: 100, staleMs: 200, maxEntries: 10, maxBytes: 1_000, now: () => now, ...options });
  return { store, advance: (ms: number) => (now += ms) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('guest page store', () => {
  it('serves a page fresh within its TTL, stale after it, and not at all past the stale window (kept, within the bounds, as the last good one)', async () => {
    const { store, advance } = storeAt();
    expect(await store.render('k', 'demo-a', async () => ({ page: page('one'), result: 'rendered' }))).toBe('rendered');
    expect(store.lookup('k')).toEqual({ page: page('one'), stale: false });
    advance(150);
    expect(store.lookup('k')).toEqual({ page: page('one'), stale: true });
    advance(200);
    expect(store.lookup('k')).toBeNull();
    expect(store.size).toEqual({ entries: 1, bytes: 10 });
  });

  it('keeps the last good page when a render lacks its main content, serving it again for a TTL, and keeps nothing without one', async () => {
    const { store, advance } = storeAt();
    await store.render('k', 'demo-a', async () => ({ page: page('good'), result: null }));
    advance(400);
    expect(store.lookup('k')).toBeNull();
    const waiting = store.render('k', 'demo-a', async () => ({ page: null, missing: 'main', result: 'own' }));
    expect(await store.pending('k')).toEqual(page('good'));
    expect(await waiting).toBe('own');
    expect(store.lookup('k')).toEqual({ page: page('good'), stale: false });
    expect(store.passes('k')).toBe(false);
    // Without a good page, the render is its visitor's alone and the key passes the cache for a TTL.
    await store.render('cold', 'demo-a', async () => ({ page: null, missing: 'main', result: null }));
    expect(store.lookup('cold')).toBeNull();
    expect(store.passes('cold')).toBe(true);
    // A content change still drops everything of the brand, last good pages included.
    store.invalidateBrand('demo-a');
    await store.render('k', 'demo-a', async () => ({ page: null, missing: 'main', result: null }));
    expect(store.lookup('k')).toBeNull();
  });

  it('runs one render per key: later visitors wait for it and share its page', async () => {
    const { store } = storeAt();
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const owner = store.render('k', 'demo-a', async () => {
      renders++;
      await gate;
      return { page: page('one'), result: 'own' };
    });
    const waiting = [store.pending('k'), store.pending('k')];
    expect(waiting.every(Boolean)).toBe(true);
    finish();
    expect(await owner).toBe('own');
    expect(await Promise.all(waiting)).toEqual([page('one'), page('one')]);
    expect(renders).toBe(1);
    await settle();
    expect(store.pending('k')).toBeUndefined();
  });

  it('keeps nothing a render would not share, lets the key pass for a TTL, and drops the stale page it was replacing', async () => {
    const { store, advance } = storeAt();
    await store.render('k', 'demo-a', async () => ({ page: page('one'), result: null }));
    advance(150);
    await store.render('k', 'demo-a', async () => ({ page: null, result: null }));
    expect(store.lookup('k')).toBeNull();
    expect(store.passes('k')).toBe(true);
    advance(101);
    expect(store.passes('k')).toBe(false);
  });

  it('stays within its bounds, dropping the least recently served page first', async () => {
    const { store } = storeAt({ maxEntries: 2, maxBytes: 25 });
    await store.render('a', 'demo-a', async () => ({ page: page('a'), result: null }));
    await store.render('b', 'demo-a', async () => ({ page: page('b'), result: null }));
    store.lookup('a');
    await store.render('c', 'demo-a', async () => ({ page: page('c'), result: null }));
    expect(store.lookup('b')).toBeNull();
    expect(store.lookup('a')).not.toBeNull();
    await store.render('d', 'demo-a', async () => ({ page: page('d', 20), result: null }));
    expect(store.size.bytes).toBeLessThanOrEqual(25);
    expect(store.lookup('d')).not.toBeNull();
    // A page larger than the whole cache is never kept.
    await store.render('huge', 'demo-a', async () => ({ page: page('huge', 26), result: null }));
    expect(store.lookup('huge')).toBeNull();
  });

  it("drops a brand's pages when its content changes, and does not keep a render that began before the change", async () => {
    const { store } = storeAt();
    await store.render('a1', 'demo-a', async () => ({ page: page('a1'), result: null }));
    await store.render('b1', 'demo-b', async () => ({ page: page('b1', 10, 'demo-b'), result: null }));
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const running = store.render('a2', 'demo-a', async () => {
      await gate;
      return { page: page('a2'), result: null };
    });
    store.invalidateBrand('demo-a');
    finish();
    await running;
    expect(store.lookup('a1')).toBeNull();
    expect(store.lookup('a2')).toBeNull();
    expect(store.lookup('b1')).not.toBeNull();
  });
});

describe('cutting a page at its nonce', () => {
  it('cuts the bytes where the text would be cut, multi-byte characters and all', () => {
    const nonce = 'Ab+/9z==';
    for (const text of [`é${nonce}中文${nonce}`, `${nonce}${nonce}x`, 'no nonce at all ✓', `😀${nonce}`, '']) {
      const parts = splitAt(Buffer.from(text, 'utf8'), Buffer.from(nonce, 'utf8'));
      expect(parts.map((part) => part.toString('utf8'))).toEqual(text.split(nonce));
    }
  });
});
