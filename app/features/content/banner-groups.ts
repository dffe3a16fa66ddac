/** Banner groups tied to routes: a carousel shows only on its own page. */
export const BANNER_GROUP_BY_ROUTE: Record<string, string> = {
  index: 'w_home',
  rng: 'w_rng',
  live: 'w_live',
  fish: 'w_fish',
  pvp: 'w_pvp',
  sports: 'w_sports',
  esports: 'w_esports',
  elott: 'w_elott',
  down: 'w_down',
  promotions: 'w_promotion',
  pointMall: 'w_pointMall',
  help: 'w_help',
  depositRank: 'w_deposit20',
  betRank: 'w_bet20',
};
