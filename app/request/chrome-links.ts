/**
 * The chrome's links to pages a brand may not offer, by the path each opens. Whether a link shows is its
 * route's own answer (`handle.gate.needs`), so a link shows exactly when its page would open.
 */
export const CHROME_LINKS = {
  vip: '/vip',
  promotions: '/promotions',
  luckyDraw: '/lucky-draw',
  chat: '/chat',
  blog: '/blog',
  hotMatches: '/hot-matches',
  inbox: '/member/messageV2',
} as const;

export type ChromeLinks = Record<keyof typeof CHROME_LINKS, boolean>;

/** No brand (staging's list, the unavailable screen): no gated link. */
export const NO_CHROME_LINKS: ChromeLinks = { vip: false, promotions: false, luckyDraw: false, chat: false, blog: false, hotMatches: false, inbox: false };
