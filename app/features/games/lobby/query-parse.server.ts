import * as v from 'valibot';
import {
  CLASSIFIES,
  classifiesFor,
  forListType,
  LIST_TYPES,
  LOBBY_CATEGORIES,
  MAX_PAGE,
  MAX_SEARCH,
  MIN_BETS,
  type LobbyOptions,
  type LobbyQuery,
} from './query';

// Parsing lives on the server: the browser only builds lobby URLs, so it never downloads valibot for them.
const upper = v.pipe(v.string(), v.trim(), v.toUpperCase());
const GamesSchema = v.fallback(v.pipe(upper, v.picklist(LOBBY_CATEGORIES)), 'RNG');
const TypeSchema = v.fallback(v.nullable(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist([...LIST_TYPES, 'vassalage']))), null);
const ClassifySchema = v.fallback(v.nullable(v.pipe(upper, v.picklist(CLASSIFIES))), null);
const MinBetSchema = v.fallback(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,3}(\.\d{1,4})?$/),
      v.transform((raw) => MIN_BETS.find((b) => Number(b) === Number(raw)) ?? null),
    ),
  ),
  null,
);
const PageSchema = v.fallback(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE)), 1);
const SearchSchema = v.fallback(
  v.pipe(
    v.string(),
    // Control characters could glue two names together upstream; quotes and the like are just text.
    v.transform((raw) =>
      raw
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, MAX_SEARCH)
        .trim(),
    ),
  ),
  '',
);

/**
 * The lobby's filters from the URL. Every bad value falls back to its default (never an error):
 * unknown category → RNG, unknown vendor → all, unknown classify / min bet → all, bad page → 1.
 */
export function parseLobbyQuery(params: URLSearchParams, options: LobbyOptions): LobbyQuery {
  const games = v.parse(GamesSchema, params.get('games') ?? '');
  const rawType = v.parse(TypeSchema, params.get('type'));
  const wanted = (params.get('page') ?? params.get('vendor') ?? '').trim().toUpperCase();
  const vendor = wanted ? (options.vendorsOf(games).find((code) => code.toUpperCase() === wanted) ?? null) : null;
  const classify = v.parse(ClassifySchema, params.get('classify'));
  return forListType({
    games,
    // `type=vassalage&vendor=X` is the vendor's own game list: the vendor tab with the plain list.
    type: rawType === 'vassalage' ? null : rawType,
    vendor,
    q: v.parse(SearchSchema, params.get('q') ?? ''),
    classify: classify && classifiesFor(games, options.bingo).includes(classify) ? classify : null,
    minBet: v.parse(MinBetSchema, params.get('minBet')),
    pageNo: v.parse(PageSchema, params.get('pageNo') ?? ''),
  });
}
