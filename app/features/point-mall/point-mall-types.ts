/** The mall's tabs, in order: each is a link (`?tab=`), so they work before JavaScript. */
export const MALL_TABS = ['redeem', 'history', 'details', 'exchange', 'rules'] as const;
export type MallTab = (typeof MALL_TABS)[number];

/** What a redeem or convert form says back: done, or why not (a locale key, its params, the field it belongs to). */
export type MallResult =
  | { ok: true; intent: 'redeem' | 'convert'; notice: string; params: Record<string, string | number> }
  | {
      ok: false;
      intent: 'redeem' | 'convert';
      field: 'paymentPassword' | 'points' | 'form';
      error: string;
      params?: Record<string, string | number>;
      itemId?: number;
      values?: Record<string, string>;
    };
