import { describe, expect, it } from 'vitest';
import { onImageCdn } from '~/request/image-cdn';
import { visitorImageCdn } from '~/request/image-cdn.server';

const request = (cookie?: string) => new Request('http://demo-a.localhost/index', { headers: cookie ? { Cookie: cookie } : {} });
const CDNS = ['https://img1.example.com/art', 'https://img2.example.com'];

describe('image CDN', () => {
  it('puts platform paths on the base and leaves absolute URLs and missing images alone', () => {
    expect(onImageCdn('/game/12.svg', 'https://img1.example.com/art/')).toBe('https://img1.example.com/art/game/12.svg');
    expect(onImageCdn('https://elsewhere.example.com/a.png', 'https://img1.example.com')).toBe('https://elsewhere.example.com/a.png');
    expect(onImageCdn('//evil.example.com/a.png', 'https://img1.example.com')).toBe('//evil.example.com/a.png');
    expect(onImageCdn(null, 'https://img1.example.com')).toBeNull();
    expect(onImageCdn('/game/12.svg', null)).toBe('/game/12.svg');
  });

  it('picks at random on the first visit, then keeps the pick through the cookie', async () => {
    const first = await visitorImageCdn(request(), CDNS, null, () => 0.7);
    expect(first.base).toBe(CDNS[1]);
    expect(first.setCookie).toMatch(/^img_cdn=.*HttpOnly/);
    const cookie = first.setCookie!.split(';')[0]!;
    const again = await visitorImageCdn(request(cookie), CDNS, null, () => 0);
    expect(again).toEqual({ base: CDNS[1], setCookie: null });
    expect((await visitorImageCdn(request(), CDNS, null, () => 0)).base).toBe(CDNS[0]);
  });

  it('picks again when the list shrank, ignores entries that are not http(s), and falls back to the platform', async () => {
    const kept = (await visitorImageCdn(request(), CDNS, null, () => 0.9)).setCookie!.split(';')[0]!;
    const shrunk = await visitorImageCdn(request(kept), [CDNS[0]!], null, () => 0.9);
    expect(shrunk.base).toBe(CDNS[0]);
    expect(shrunk.setCookie).not.toBeNull();
    expect((await visitorImageCdn(request(), ['javascript:alert(1)', ' ', CDNS[0]!], null, () => 0.99)).base).toBe(CDNS[0]);
    expect(await visitorImageCdn(request(), [], 'http://platform.internal:8080')).toEqual({ base: 'http://platform.internal:8080', setCookie: null });
    expect(await visitorImageCdn(request(), ['ftp://x'], null)).toEqual({ base: null, setCookie: null });
  });
});
