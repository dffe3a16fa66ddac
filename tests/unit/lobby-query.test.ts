import { describe, expect, it } from 'vitest';
import { classifiesFor, lobbySearch, MAX_SEARCH, takesVendor, withFilter, withListType, type LobbyCategory } from '~/features/games/lobby/query';
import { parseLobbyQuery } from '~/features/games/lobby/query-parse.server';

const vendors: Record<LobbyCategory, string[]> = { RNG: ['PG', 'JL', 'KM'], FISH: ['JL', 'FC'], PVP: ['KY'] };
const options = { vendorsOf: (games: LobbyCategory) => vendors[games], bingo: false };
const parse = (search: string, opts = options) => parseLobbyQuery(new URLSearchParams(search), opts);

describe('parseLobbyQuery', () => {
  it('defaults to the plain RNG list, every vendor, page 1', () => {
    expect(parse('')).toEqual({ games: 'RNG', type: null, vendor: null, q: '', classify: null, minBet: null, pageNo: 1 });
  });

  it('reads every filter, upper-casing the category and matching the vendor in any case', () => {
    expect(parse('games=rng&page=km&q=Dragon&classify=jp&minBet=0.05&pageNo=3')).toEqual({
      games: 'RNG',
      type: null,
      vendor: 'KM',
      q: 'Dragon',
      classify: 'JP',
      minBet: '0.05',
      pageNo: 3,
    });
  });

  it("takes the vendor from vendor= too, and treats type=vassalage as that vendor's list", () => {
    expect(parse('games=RNG&type=vassalage&vendor=KM')).toMatchObject({ type: null, vendor: 'KM' });
  });

  it('keeps the list types', () => {
    for (const type of ['hot', 'fav', 'recent'] as const) expect(parse(`type=${type}`).type).toBe(type);
  });

  it('falls back on bad values instead of failing', () => {
    expect(parse('games=LIVE&page=NOPE&type=drop&classify=XX&minBet=abc&pageNo=-1')).toEqual({
      games: 'RNG',
      type: null,
      vendor: null,
      q: '',
      classify: null,
      minBet: null,
      pageNo: 1,
    });
    expect(parse('pageNo=1.5').pageNo).toBe(1);
    expect(parse('pageNo=99999').pageNo).toBe(1);
    expect(parse('minBet=0.3').minBet).toBeNull();
    expect(parse('minBet=0.10').minBet).toBe('0.1');
    // A vendor of another category is not this category's vendor.
    expect(parse('games=PVP&page=PG').vendor).toBeNull();
  });

  it('offers BG only where the brand has the TY language', () => {
    expect(parse('classify=BG').classify).toBeNull();
    expect(parse('classify=BG', { ...options, bingo: true }).classify).toBe('BG');
  });

  it('classifies slots only: on fishing and card games classify= is dropped, min bet stays', () => {
    expect(parse('games=FISH&page=FC&classify=JP&minBet=0.05')).toEqual({
      games: 'FISH',
      type: null,
      vendor: 'FC',
      q: '',
      classify: null,
      minBet: '0.05',
      pageNo: 1,
    });
    expect(parse('games=PVP&classify=SC&minBet=0.5')).toMatchObject({ classify: null, minBet: '0.5' });
    expect(parse('games=PVP&classify=BG', { ...options, bingo: true }).classify).toBeNull();
    expect(lobbySearch(parse('games=FISH&classify=JP'))).toBe('?games=FISH');
    expect(classifiesFor('RNG', false)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(classifiesFor('RNG', true)).toContain('BG');
    expect(classifiesFor('FISH', true)).toEqual([]);
    expect(classifiesFor('PVP', true)).toEqual([]);
  });

  it('a list type keeps only what its platform call takes: recent a vendor, hot and favourites nothing', () => {
    expect(parse('games=RNG&page=pg&type=recent&q=dragon&classify=JP&minBet=0.5&pageNo=2')).toEqual({
      games: 'RNG',
      type: 'recent',
      vendor: 'PG',
      q: '',
      classify: null,
      minBet: null,
      pageNo: 2,
    });
    for (const type of ['hot', 'fav']) {
      expect(parse(`games=RNG&page=PG&type=${type}&q=dragon&classify=JP&minBet=0.5`)).toEqual({
        games: 'RNG',
        type,
        vendor: null,
        q: '',
        classify: null,
        minBet: null,
        pageNo: 1,
      });
    }
  });

  it('cleans the search: control characters, spaces, length; quotes are just text', () => {
    expect(parse('q=%27%20OR%201%3D1--').q).toBe("' OR 1=1--");
    expect(parse('q=%20a%0A%00b%20%20c%20').q).toBe('a b c');
    expect(parse(`q=${'x'.repeat(5000)}`).q).toHaveLength(MAX_SEARCH);
  });
});

describe('lobby URLs', () => {
  const query = parse('games=RNG&page=PG&q=dragon&classify=JP&minBet=0.5&pageNo=4');

  it('round-trip through the URL', () => {
    expect(parse(lobbySearch(query).slice(1))).toEqual(query);
  });

  it('every filter change resets the list type and paging', () => {
    for (const type of ['hot', 'recent'] as const) {
      for (const change of [{ vendor: 'JL' }, { q: 'fish' }, { classify: null }, { minBet: '0.01' as const }]) {
        const next = withFilter({ ...query, type }, change);
        expect(next.type).toBeNull();
        expect(next.pageNo).toBe(1);
        expect(lobbySearch(next)).not.toContain('pageNo');
        expect(lobbySearch(next)).not.toContain('type=');
      }
    }
    // Leaving a vendor's recent list for another vendor shows that vendor's plain list.
    expect(lobbySearch(withFilter(parse('games=RNG&page=PG&type=recent'), { vendor: 'JL' }))).toBe('?games=RNG&page=JL');
  });

  it('a list type keeps only the category; "all" keeps the filters', () => {
    expect(lobbySearch(withListType(query, 'fav'))).toBe('?games=RNG&type=fav');
    expect(lobbySearch(withListType(query, 'hot'))).toBe('?games=RNG&type=hot');
    expect(lobbySearch(withListType(query, null))).toBe('?games=RNG&page=PG&q=dragon&classify=JP&minBet=0.5');
  });

  it('the recent tab keeps the selected vendor, and round-trips', () => {
    const recent = withListType(query, 'recent');
    expect(lobbySearch(recent)).toBe('?games=RNG&page=PG&type=recent');
    expect(parse(lobbySearch(recent).slice(1))).toEqual(recent);
    expect(lobbySearch(withListType(parse('games=FISH'), 'recent'))).toBe('?games=FISH&type=recent');
    // From the recent list, "All" is the vendor's plain list again.
    expect(lobbySearch(withListType(recent, null))).toBe('?games=RNG&page=PG');
  });

  it('the vendor tabs apply to the plain and recent lists only', () => {
    expect([takesVendor(null), takesVendor('recent'), takesVendor('hot'), takesVendor('fav')]).toEqual([true, true, false, false]);
  });
});
