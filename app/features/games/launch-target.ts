import { isLobbyCategory } from './lobby/categories';
import { CATEGORY_ROUTES, FB_SPORTS_VENDORS, LOTTERY_VENDORS, type CategoryKey, type GameCategory, type Vendor } from '~/request/remote-config/categories';

/** The FB sportsbook's page. */
export const FB_SPORTS_PATH = '/fbsports';

/**
 * Where a game or a vendor opens, decided here and nowhere else.
 * Runs in the browser too (the header's vendor links): plain code, no schemas.
 */
export type LaunchTarget =
  | 'lottery' // the lottery pages
  | 'vendorList' // the vendor's pop-up game list (isGame VASSALAGE)
  | 'fbsports' // FB Sports: its own launch call and page
  | 'seamless' // the game fills the window, no site chrome (isGame SEAMLESS)
  | 'lobbyTab' // the egames lobby's tab for the vendor
  | 'game'; // the game page under the site header

/** What a launch decision reads from the vendor card (the launch object). */
export type LaunchCard = Pick<Vendor, 'vassalage' | 'gameType' | 'isVassalage' | 'isSeamless'>;

const isLottery = (code: string) => (LOTTERY_VENDORS as readonly string[]).includes(code.toUpperCase());
const isFbSports = (category: string, card: LaunchCard) =>
  FB_SPORTS_VENDORS.includes(card.vassalage.toUpperCase()) && (category === 'SPORTS' || card.gameType.toUpperCase() === 'SPORTS');

/** Where a vendor card leads, in the spec's order of precedence. */
export function launchTarget(category: CategoryKey | string, card: LaunchCard): LaunchTarget {
  if (isLottery(card.vassalage)) return 'lottery';
  // The pop-up lists games through the egames lobby's list, so only egames vendors have one.
  if (card.isVassalage && isLobbyCategory(category)) return 'vendorList';
  if (isFbSports(category, card)) return 'fbsports';
  if (card.isSeamless) return 'seamless';
  if (isLobbyCategory(category)) return 'lobbyTab';
  return 'game';
}

/** The link of a vendor card. */
export function vendorLaunchHref(category: CategoryKey, card: LaunchCard): string {
  const code = encodeURIComponent(card.vassalage);
  switch (launchTarget(category, card)) {
    case 'lottery':
      return `/lottery?vendor=${code}`;
    case 'vendorList':
      return `/rng?games=${category}&type=vassalage&vendor=${code}`;
    case 'fbsports':
      return FB_SPORTS_PATH;
    case 'seamless':
      return `/seamless?vendor=${code}`;
    case 'lobbyTab':
      return `/rng?games=${category}&page=${code}`;
    case 'game':
      return `/game?vendor=${code}`;
  }
}

/** The brand's vendor with that code and the category it sits in. */
export function findVendor(categories: readonly GameCategory[], code: string): { category: GameCategory; vendor: Vendor } | null {
  const wanted = code.toUpperCase();
  for (const category of categories) {
    const vendor = category.vendors.find((v) => v.vassalage.toUpperCase() === wanted);
    if (vendor) return { category, vendor };
  }
  return null;
}

/** The page a single game (not a vendor card) plays on. */
export type GamePage = 'lottery' | 'fbsports' | 'seamless' | 'game';

/**
 * The page for a game link (`/game?vendor=&nodeId=`, what every tile carries): the lottery, FB Sports,
 * the seamless page, or `/game`. A vassalage vendor's single game plays on `/game` (only its card opens
 * the list); so does a vendor the brand's lanes do not list (the platform decides whether it exists).
 */
export function gamePageFor(found: { category: GameCategory; vendor: Vendor } | null, vendorCode: string): GamePage {
  if (isLottery(vendorCode)) return 'lottery';
  if (!found) return 'game';
  const target = launchTarget(found.category.key, found.vendor);
  return target === 'fbsports' || target === 'seamless' ? target : 'game';
}

/** The address of that page for the link's query (`vendor`, `nodeId`, `gameId`). */
export function gamePageHref(page: GamePage, search: URLSearchParams): string {
  const vendor = search.get('vendor') ?? '';
  if (page === 'lottery') {
    const gameCode = search.get('gameId');
    return `/lottery?vendor=${encodeURIComponent(vendor)}${gameCode ? `&gameCode=${encodeURIComponent(gameCode)}` : ''}`;
  }
  if (page === 'fbsports') return '/fbsports';
  return `/${page}?${search.toString()}`;
}

/** Where "Exit" leads from a game: the vendor's category page, else home. */
export function exitHref(found: { category: GameCategory } | null): string {
  const key = found?.category.key;
  return key && key !== 'LOTT' ? CATEGORY_ROUTES[key] : '/index';
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * The URL a player's browser opens for a launch. The platform may answer a path: it is served from one of the brand's launch CDNs, chosen at random per launch so players spread
 * over them. An absolute http(s) URL is used as it is. Null when nothing usable is left (a path and no
 * http(s) CDN or fallback, or a scheme that is not http(s)).
 */
export function resolveLaunchUrl(url: string, cdns: readonly string[], fallback: string | null, random: () => number = Math.random): string | null {
  const raw = url.trim();
  if (ABSOLUTE.test(raw)) return raw;
  // Protocol-relative (`//host/…`) and other schemes (`javascript:`) are refused: a launch is a path or an http(s) URL.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const usable = cdns.map((c) => c.trim()).filter((c) => ABSOLUTE.test(c));
  const pool = usable.length ? usable : fallback && ABSOLUTE.test(fallback) ? [fallback] : [];
  if (!pool.length) return null;
  const pick = pool[Math.min(pool.length - 1, Math.max(0, Math.floor(random() * pool.length)))]!;
  return `${pick.replace(/\/+$/, '')}${raw}`;
}
