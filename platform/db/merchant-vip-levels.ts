import { cashierSettings } from './cashier-settings';
import { isModuleOn } from './merchants';
import { CURRENCY_SYMBOLS, exponentOf } from './money';
import type { Db } from './db';
import { vipLevels } from './vip';

/**
 * `MCSFE_getMerchantVipLevels`: what any visitor may know of the brand's VIP programme: every level's
 * thresholds and benefits in the brand's currency, with the rebate rates per product when the brand
 * offers the rebate. Nothing about any member.
 */
export function merchantVipLevels(db: Db, merchant: string) {
  const cashier = cashierSettings(db, merchant);
  const rebate = isModuleOn(db, merchant, 'REBATE3');
  const rates = rebate
    ? db
        .prepare<unknown[], { product_type: string; vip_level: number; rate_bp: number }>(
          'SELECT product_type, vip_level, rate_bp FROM rebate_rates WHERE merchant = ? ORDER BY product_type',
        )
        .all(merchant)
    : [];
  return {
    currency: cashier.currency,
    currencyExponent: exponentOf(cashier.currency),
    currencySymbol: CURRENCY_SYMBOLS[cashier.currency] ?? '',
    rebate,
    levels: vipLevels(db, merchant).map((l) => ({
      ...l,
      rebateRates: rates.filter((r) => r.vip_level === l.level).map((r) => ({ productType: r.product_type, rateBp: r.rate_bp })),
    })),
  };
}
