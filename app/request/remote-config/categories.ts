import { safeUrl } from '~/lib/safe-url';
import type { Lane, VendorCard } from '~/platform-client/schemas/games';

export const CATEGORY_ROUTES = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  COCKFIGHT: '/cockfight',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  ELOTT: '/elott',
  LOTT: '/lottery',
} as const;
export type CategoryKey = keyof typeof CATEGORY_ROUTES;

export type Vendor = Pick<VendorCard, 'vassalage' | 'displayName' | 'gameType'> & {
  isHot: boolean;
  icon: string | null;
  largeIcon: string | null;
  /** `isGame: 'VASSALAGE'`: the card opens the vendor's pop-up game list. */
  isVassalage: boolean;
  /** `isGame: 'SEAMLESS'`: the vendor's games fill the window without the site chrome. */
  isSeamless: boolean;
  nodeId: number | null;
  gameCode: string | null;
  /** Its games can be played for free by trial accounts (decision 016); live tables and sportsbooks cannot. */
  supportsTrial: boolean;
};
export type GameCategory = { key: CategoryKey; path: string; vendors: Vendor[] };

/** Vendors whose sportsbook launches through `GCS_gameLaunchFB` rather than launchGame. */
export const FB_SPORTS_VENDORS: readonly string[] = ['FB'];

/** Vendors whose games open in the lottery pages rather than a vendor lobby. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

function toVendor(card: VendorCard): Vendor {
  return {
    vassalage: card.vassalage,
    displayName: card.displayName,
    gameType: card.gameType,
    isHot: card.isHot === 1 || card.isHot === true,
    icon: safeUrl(card.smallIcon ?? card.lagerIcon, { paths: true, field: 'vendor.smallIcon' }),
    largeIcon: safeUrl(card.lagerIcon ?? card.smallIcon, { paths: true, field: 'vendor.lagerIcon' }),
    isVassalage: card.isGame === 'VASSALAGE',
    isSeamless: card.isGame === 'SEAMLESS',
    nodeId: card.nodeId ?? null,
    gameCode: card.gameCode ?? null,
    // A platform that does not say offers free play wherever its trial launch accepts it.
    supportsTrial: card.supportTrial !== 0 && card.supportTrial !== false,
  };
}

/**
 * Turns the platform's vendor lanes into the site's categories: SPORTS cards of the brand's esports
 * and cockfight providers move to their own categories; cockfight sits right after live; empty
 * categories disappear.
 */
export function buildCategories(lanes: Lane[], lists: { esportProviders: readonly string[]; cockfightProviders: readonly string[] }): GameCategory[] {
  const byKey = new Map<CategoryKey, Vendor[]>();
  const order: CategoryKey[] = [];
  const push = (key: CategoryKey, vendor: Vendor) => {
    if (!byKey.has(key)) {
      byKey.set(key, []);
      order.push(key);
    }
    const list = byKey.get(key)!;
    if (!list.some((v) => v.vassalage === vendor.vassalage)) list.push(vendor);
  };
  const esports = new Set(lists.esportProviders.map((p) => p.toUpperCase()));
  const cockfight = new Set(lists.cockfightProviders.map((p) => p.toUpperCase()));
  for (const lane of lanes) {
    const title = lane.title.toUpperCase();
    if (!(title in CATEGORY_ROUTES)) continue;
    for (const card of lane.cards) {
      const vendor = toVendor(card);
      const code = vendor.vassalage.toUpperCase();
      if (title === 'SPORTS' && esports.has(code)) push('ESPORTS', vendor);
      else if (title === 'SPORTS' && cockfight.has(code)) push('COCKFIGHT', vendor);
      else push(title as CategoryKey, vendor);
    }
  }
  // Esports follows sports; cockfight follows live.
  const placeAfter = (key: CategoryKey, anchor: CategoryKey) => {
    const at = order.indexOf(key);
    const anchorAt = order.indexOf(anchor);
    if (at < 0 || anchorAt < 0) return;
    order.splice(at, 1);
    order.splice(order.indexOf(anchor) + 1, 0, key);
  };
  placeAfter('ESPORTS', 'SPORTS');
  placeAfter('COCKFIGHT', 'LIVE');
  return order.map((key) => ({ key, path: CATEGORY_ROUTES[key], vendors: byKey.get(key) ?? [] })).filter((c) => c.vendors.length > 0);
}
