import { describe, expect, it } from 'vitest';
import { buildCategories } from '~/request/remote-config/categories';
import type { Lane } from '~/platform-client/schemas/games';

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
