import type { CategoryKey } from '~/request/remote-config/categories';

/** Promotion categories that are about one kind of game; the others (deposit, rebate, new player…) are for everyone. */
const GAME_OF_CATEGORY: Readonly<Record<string, readonly CategoryKey[]>> = {
  rng_promo: ['RNG'],
  live_promo: ['LIVE'],
  fish_promo: ['FISH'],
  sport_promo: ['SPORTS'],
  esport_promo: ['ESPORTS'],
  pvp_promo: ['PVP'],
  cockfight_promo: ['COCKFIGHT'],
  lotto_promo: ['LOTT', 'ELOTT'],
};

/**
 * Whether the brand can honour promotions of this category: a fishing promotion on a site without fishing games
 * would send players to a tab and a game list that do not exist, so neither is shown.
 */
export function categoryPlayable(category: string, offered: ReadonlySet<CategoryKey>): boolean {
  const games = GAME_OF_CATEGORY[category];
  return !games || games.some((key) => offered.has(key));
}
