import { describe, expect, it } from 'vitest';
import { buildCategories } from '~/config/categories';
import { isRouteEnabled } from '~/config/route-access';
import { deriveFeatures } from '~/config/features';
import type { Lane } from '~/platform/schemas/games';

const card = (vassalage: string, gameType: string) => ({ vassalage, displayName: vassalage, gameType });
const lanes: Lane[] = [
  { title: 'SPORTS', cards: [card('SABA', 'SPORTS'), card('IMES', 'SPORTS'), card('DS88', 'SPORTS')] },
  { title: 'RNG', cards: [card('PG', 'RNG'), card('JL', 'RNG')] },
  { title: 'LIVE', cards: [card('EVO', 'LIVE')] },
  { title: 'FISH', cards: [] },
  { title: 'UNKNOWN', cards: [card('X', 'X')] },
];
const lists = { esportProviders: ['AV', 'AI', 'IMES', 'TF', 'IA'], cockfightProviders: ['DS88', 'DIG'] };

describe('buildCategories', () => {
  it('splits SPORTS into esports and cockfight by the brand lists', () => {
    const cats = buildCategories(lanes, lists);
    const get = (key: string) => cats.find((c) => c.key === key)?.vendors.map((v) => v.vassalage);
    expect(get('SPORTS')).toEqual(['SABA']);
    expect(get('ESPORTS')).toEqual(['IMES']);
    expect(get('COCKFIGHT')).toEqual(['DS88']);
  });
  it('puts cockfight right after live and esports right after sports, and drops empty or unknown lanes', () => {
    expect(buildCategories(lanes, lists).map((c) => c.key)).toEqual(['SPORTS', 'ESPORTS', 'RNG', 'LIVE', 'COCKFIGHT']);
  });
  it('leaves cockfight vendors in sports for a brand without cockfight providers', () => {
    const cats = buildCategories(lanes, { ...lists, cockfightProviders: [] });
    expect(cats.find((c) => c.key === 'COCKFIGHT')).toBeUndefined();
    expect(cats.find((c) => c.key === 'SPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['SABA', 'DS88']);
  });
});

describe('isRouteEnabled', () => {
  const features = deriveFeatures({ modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'PTSYS3', enabled: '0', childrenNodes: [] }] }, { loginedToHomePage: false, directRegistration: true });
  const site = { features, categories: buildCategories(lanes, lists), lotteryVendors: [] };
  it('answers by category, feature and lottery vendors', () => {
    expect(isRouteEnabled('/live', site)).toBe(true);
    expect(isRouteEnabled('/fish', site)).toBe(false);
    expect(isRouteEnabled('/pointMall', site)).toBe(false);
    expect(isRouteEnabled('/lottery', site)).toBe(false);
    expect(isRouteEnabled('/lottery', { ...site, lotteryVendors: ['LOTT'] })).toBe(true);
    expect(isRouteEnabled('/register', site)).toBe(false);
    expect(isRouteEnabled('/vip', site)).toBe(true);
  });
  it('opens the FB sportsbook only where the brand has FB Sports', () => {
    expect(isRouteEnabled('/sports', site)).toBe(true);
    expect(isRouteEnabled('/fbsports', site)).toBe(false);
    const withFb = buildCategories([...lanes, { title: 'SPORTS', cards: [card('FB', 'SPORTS')] }], lists);
    expect(isRouteEnabled('/fbsports', { ...site, categories: withFb })).toBe(true);
  });
});
