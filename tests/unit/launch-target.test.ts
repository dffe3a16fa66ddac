import { describe, expect, it } from 'vitest';
import { buildCategories, type CategoryKey, type GameCategory, type Vendor } from '~/request/remote-config/categories';
import { exitHref, findVendor, gamePageFor, gamePageHref, launchTarget, resolveLaunchUrl } from '~/features/games/launch-target';
import { vendorHref } from '~/features/games/vendor-links';
import type { Lane } from '~/platform-client/schemas/games';

const card = (vassalage: string, gameType: string, isGame?: string) => ({
  vassalage,
  displayName: `${vassalage} name`,
  gameType,
  ...(isGame ? { isGame } : {}),
});
const lanes: Lane[] = [
  { title: 'SPORTS', cards: [card('SABA', 'SPORTS'), card('FB', 'SPORTS'), card('IMES', 'SPORTS')] },
  { title: 'LIVE', cards: [card('EVO', 'LIVE', 'SEAMLESS'), card('SA', 'LIVE')] },
  { title: 'RNG', cards: [card('PG', 'RNG')] },
  { title: 'PVP', cards: [card('KM', 'PVP', 'VASSALAGE'), card('V8', 'PVP')] },
  { title: 'FISH', cards: [card('JDBF', 'FISH')] },
  { title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] },
];
const categories = buildCategories(lanes, { esportProviders: ['IMES'], cockfightProviders: [] });
const vendor = (code: string): { category: GameCategory; vendor: Vendor } => findVendor(categories, code)!;
const href = (code: string) => {
  const found = vendor(code);
  return vendorHref(found.category.key, found.vendor);
};

describe('vendor cards', () => {
  it('carries isGame into the vendor: SEAMLESS and VASSALAGE, nothing else', () => {
    expect(vendor('EVO').vendor).toMatchObject({ isSeamless: true, isVassalage: false });
    expect(vendor('KM').vendor).toMatchObject({ isSeamless: false, isVassalage: true });
    expect(vendor('FB').vendor).toMatchObject({ isSeamless: false, isVassalage: false });
  });

  it('leads each kind of vendor to its page', () => {
    expect(href('TCG_LOTTO_VN')).toBe('/lottery?vendor=TCG_LOTTO_VN');
    expect(href('KM')).toBe('/rng?games=PVP&type=vassalage&vendor=KM');
    expect(href('FB')).toBe('/fbsports');
    expect(href('EVO')).toBe('/seamless?vendor=EVO');
    expect(href('PG')).toBe('/rng?games=RNG&page=PG');
    expect(href('V8')).toBe('/rng?games=PVP&page=V8');
    expect(href('JDBF')).toBe('/rng?games=FISH&page=JDBF');
    expect(href('SA')).toBe('/game?vendor=SA');
    expect(href('SABA')).toBe('/game?vendor=SABA');
    expect(href('IMES')).toBe('/game?vendor=IMES');
  });

  it('applies the spec order when a card has several traits', () => {
    const base = { vassalage: 'X', gameType: 'LIVE', isVassalage: false, isSeamless: false };
    expect(launchTarget('PVP', { ...base, isVassalage: true, isSeamless: true })).toBe('vendorList');
    // The pop-up lists through the egames lobby: a vassalage vendor elsewhere opens as its flags say.
    expect(launchTarget('LIVE', { ...base, isVassalage: true, isSeamless: true })).toBe('seamless');
    expect(launchTarget('LIVE', { ...base, isVassalage: true })).toBe('game');
    expect(launchTarget('SPORTS', { ...base, vassalage: 'FB', gameType: 'SPORTS', isSeamless: true })).toBe('fbsports');
    expect(launchTarget('SPORTS', { ...base, vassalage: 'fb', gameType: 'SPORTS' })).toBe('fbsports');
    // FB outside sports is just a vendor code.
    expect(launchTarget('RNG', { ...base, vassalage: 'FB', gameType: 'RNG' })).toBe('lobbyTab');
    expect(launchTarget('RNG', { ...base, isSeamless: true })).toBe('seamless');
    expect(launchTarget('ELOTT', { ...base, vassalage: 'LOTT', isVassalage: true })).toBe('lottery');
  });
});

describe('game links (tiles carry /game?vendor=&nodeId=)', () => {
  const search = (query: string) => new URLSearchParams(query);
  const page = (code: string) => gamePageFor(findVendor(categories, code), code);

  it('sends seamless vendors to /seamless with the same query, FB to /fbsports, lottery to the lottery', () => {
    expect(page('EVO')).toBe('seamless');
    expect(gamePageHref('seamless', search('vendor=EVO&nodeId=123'))).toBe('/seamless?vendor=EVO&nodeId=123');
    expect(page('FB')).toBe('fbsports');
    expect(gamePageHref('fbsports', search('vendor=FB&nodeId=9'))).toBe('/fbsports');
    expect(page('ELOTT')).toBe('lottery');
    expect(gamePageHref('lottery', search('vendor=ELOTT&gameId=MB_HN'))).toBe('/lottery?vendor=ELOTT&gameCode=MB_HN');
  });

  it("plays other games on /game: a vassalage vendor's single game, egames, unknown vendors", () => {
    expect(page('KM')).toBe('game');
    expect(page('PG')).toBe('game');
    expect(page('SA')).toBe('game');
    expect(page('NOPE')).toBe('game');
  });

  it("exits to the vendor's category, or home", () => {
    expect(exitHref(findVendor(categories, 'EVO'))).toBe('/live');
    expect(exitHref(findVendor(categories, 'IMES'))).toBe('/esports');
    expect(exitHref(null)).toBe('/index');
    expect(exitHref({ category: { key: 'LOTT' as CategoryKey, path: '/lottery', vendors: [] } })).toBe('/index');
  });
});

describe('resolveLaunchUrl (launch CDNs)', () => {
  const cdns = ['https://cdn-a.example:42666', 'https://cdn-b.example/play/'];

  it('uses an absolute http(s) URL as it is', () => {
    expect(resolveLaunchUrl('https://vendor.example/game?t=1', cdns, null, () => 0.9)).toBe('https://vendor.example/game?t=1');
    expect(resolveLaunchUrl('HTTP://vendor.example/x', [], null)).toBe('HTTP://vendor.example/x');
  });

  it("puts a path on the CDN the random pick names, keeping the CDN's own path", () => {
    expect(resolveLaunchUrl('/demo-game/abc', cdns, null, () => 0)).toBe('https://cdn-a.example:42666/demo-game/abc');
    expect(resolveLaunchUrl('/demo-game/abc', cdns, null, () => 0.49)).toBe('https://cdn-a.example:42666/demo-game/abc');
    expect(resolveLaunchUrl('/demo-game/abc', cdns, null, () => 0.5)).toBe('https://cdn-b.example/play/demo-game/abc');
    expect(resolveLaunchUrl('/demo-game/abc', cdns, null, () => 0.999)).toBe('https://cdn-b.example/play/demo-game/abc');
    // A random source that returns 1 (out of contract) still picks a CDN.
    expect(resolveLaunchUrl('/g', cdns, null, () => 1)).toBe('https://cdn-b.example/play/g');
  });

  it('spreads launches over every CDN', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(new URL(resolveLaunchUrl('/g', cdns, null)!).host);
    expect(seen).toEqual(new Set(['cdn-a.example:42666', 'cdn-b.example']));
  });

  it('falls back to the platform when the brand has no usable CDN, and refuses what is not a path or http(s)', () => {
    expect(resolveLaunchUrl('/g', [], 'http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/g');
    expect(resolveLaunchUrl('/g', ['ftp://cdn.example', ' '], 'http://127.0.0.1:4100/')).toBe('http://127.0.0.1:4100/g');
    expect(resolveLaunchUrl('/g', [], null)).toBeNull();
    expect(resolveLaunchUrl('javascript:alert(1)', cdns, null)).toBeNull();
    expect(resolveLaunchUrl('//evil.example/g', cdns, null)).toBeNull();
    expect(resolveLaunchUrl('demo-game/abc', cdns, null)).toBeNull();
  });
});
