import { LOTTERY_VENDORS, type CategoryKey, type Vendor } from '~/config/categories';

/** Categories whose vendors open the egames lobby (a game list) rather than the vendor's own lobby. */
const LOBBY_CATEGORIES: readonly CategoryKey[] = ['RNG', 'FISH', 'PVP'];

/**
 * Where a vendor card leads (site-spec §2, §4): lottery vendors to the lottery, vassalage vendors to
 * their pop-up game list, egames vendors to the lobby's tab, everyone else launches the vendor lobby.
 */
export function vendorHref(category: CategoryKey, vendor: Vendor): string {
  const code = encodeURIComponent(vendor.vassalage);
  if ((LOTTERY_VENDORS as readonly string[]).includes(vendor.vassalage.toUpperCase())) return `/lottery?vendor=${code}`;
  if (vendor.isVassalage) return `/rng?games=${category}&type=vassalage&vendor=${code}`;
  if (LOBBY_CATEGORIES.includes(category)) return `/rng?games=${category}&page=${code}`;
  return `/game?vendor=${code}`;
}
