/** The mall's tabs, in order: each is a link (`?tab=`), so they work before JavaScript. */
export const MALL_TABS = ['redeem', 'history', 'details', 'exchange', 'rules'] as const;
export type MallTab = (typeof MALL_TABS)[number];
