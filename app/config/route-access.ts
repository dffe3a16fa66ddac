import { CATEGORY_ROUTES, type CategoryKey, type GameCategory } from './categories';
import type { Features } from './features';
import { FB_SPORTS_VENDORS } from '~/games/launch-target';

type Rule =
  | { always: true }
  | { feature: keyof Features }
  | { category: CategoryKey }
  | { lottery: readonly string[] }
  | { vendors: readonly string[] }
  | { registration: true };

/** Which brand capability each gated route needs; a route whose capability is off answers 404. */
export const ROUTE_RULES: Record<string, Rule> = {
  '/live': { category: 'LIVE' },
  '/sports': { category: 'SPORTS' },
  '/esports': { category: 'ESPORTS' },
  '/cockfight': { category: 'COCKFIGHT' },
  '/rng': { category: 'RNG' },
  '/fish': { category: 'FISH' },
  '/pvp': { category: 'PVP' },
  '/elott': { category: 'ELOTT' },
  '/lottery': { lottery: ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] },
  '/vnlottery': { lottery: ['TCG_LOTTO_VN'] },
  '/pointMall': { feature: 'pointMall' },
  '/promotions': { feature: 'promotions' },
  '/promoDetail': { feature: 'promotions' },
  '/join': { feature: 'affiliate' },
  '/register': { registration: true },
  '/register.html': { registration: true },
  '/game': { feature: 'gameLobby' },
  '/seamless': { feature: 'gameLobby' },
  // The FB sportsbook exists only where the brand's lanes carry FB Sports (decision 008).
  '/fbsports': { vendors: FB_SPORTS_VENDORS },
};

export function isRouteEnabled(
  pathname: string,
  site: { features: Features; categories: GameCategory[]; lotteryVendors: string[] },
): boolean {
  const rule = ROUTE_RULES[pathname];
  if (!rule || 'always' in rule) return true;
  if ('feature' in rule) return Boolean(site.features[rule.feature]);
  if ('category' in rule) return site.categories.some((c) => c.key === rule.category);
  if ('lottery' in rule) return rule.lottery.some((code) => site.lotteryVendors.includes(code));
  if ('vendors' in rule) return site.categories.some((c) => c.vendors.some((v) => rule.vendors.includes(v.vassalage.toUpperCase())));
  return site.features.usernameRegistration || site.features.mobileRegistration;
}

export { CATEGORY_ROUTES };
