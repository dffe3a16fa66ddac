import type { CategoryKey, Vendor } from '~/request/remote-config/categories';
import { vendorLaunchHref } from './launch-target';

/**
 * Where a vendor card leads; the decision itself lives in launch-target.ts:
 * lottery, pop-up game list, FB Sports, seamless page, lobby tab, or the vendor's lobby on /game.
 */
export function vendorHref(category: CategoryKey, vendor: Vendor): string {
  return vendorLaunchHref(category, vendor);
}
