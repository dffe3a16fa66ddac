import { LOBBY_CATEGORIES, type LobbyCategory } from './categories';

export { LOBBY_CATEGORIES, type LobbyCategory };
/** Slot classify types; BG only where the brand offers the TY language. */
export const CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type Classify = (typeof CLASSIFIES)[number];

/** The classify filter of a category: slots only ("Slot classify types"); fishing and card games have none. */
export function classifiesFor(games: LobbyCategory, bingo: boolean): readonly Classify[] {
  return games === 'RNG' ? CLASSIFIES.filter((c) => c !== 'BG' || bingo) : [];
}
/** Min-bet options; absent means all. Kept as the strings the URL carries. */
export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBet = (typeof MIN_BETS)[number];
export const LIST_TYPES = ['hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const PAGE_SIZE = 30;
/** The platform refuses longer search text; longer input is cut, never an error page. */
export const MAX_SEARCH = 60;
/** Deeper pages are refused as bad input (they fall back to page 1). */
export const MAX_PAGE = 1000;

export type LobbyQuery = {
  games: LobbyCategory;
  /** null: the plain list ("all"). */
  type: ListType | null;
  /** A vendor code of the category, canonical case; null: every vendor. */
  vendor: string | null;
  q: string;
  classify: Classify | null;
  minBet: MinBet | null;
  pageNo: number;
};

/** What the brand allows: its vendor codes for each category and whether BG exists. */
export type LobbyOptions = { vendorsOf: (games: LobbyCategory) => readonly string[]; bingo: boolean };

/**
 * A list type keeps only the filters its platform call takes: recent takes a vendor (`vassalage`),
 * hot and favourites take none, and none of them a search, classify or min bet.
 */
export function forListType(query: LobbyQuery): LobbyQuery {
  if (query.type === null) return query;
  return { ...query, vendor: query.type === 'recent' ? query.vendor : null, q: '', classify: null, minBet: null };
}

/**
 * The canonical URL search of a lobby view. Filters that are off are left out, and `pageNo` only
 * appears past page 1, so changing any filter (which builds from `resetPaging`) starts at page 1.
 */
export function lobbySearch(query: LobbyQuery): string {
  const params = new URLSearchParams({ games: query.games });
  if (query.vendor) params.set('page', query.vendor);
  if (query.type) params.set('type', query.type);
  if (query.q) params.set('q', query.q);
  if (query.classify) params.set('classify', query.classify);
  if (query.minBet) params.set('minBet', query.minBet);
  if (query.pageNo > 1) params.set('pageNo', String(query.pageNo));
  return `?${params}`;
}

/** A view after a filter change: plain list type, page 1. */
export function withFilter(query: LobbyQuery, change: Partial<Pick<LobbyQuery, 'vendor' | 'q' | 'classify' | 'minBet'>>): LobbyQuery {
  return { ...query, ...change, type: null, pageNo: 1 };
}

/**
 * A list-type tab, page 1. "All" keeps the filters; recent keeps the selected vendor (its list is
 * that vendor's recent games); hot and favourites are category-wide, without the other filters.
 */
export function withListType(query: LobbyQuery, type: ListType | null): LobbyQuery {
  return forListType({ ...query, type, pageNo: 1 });
}

/** Whether the vendor tabs apply to the view's list (and so one of them is the current one). */
export const takesVendor = (type: ListType | null) => type === null || type === 'recent';
