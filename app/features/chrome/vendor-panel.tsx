import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { CategoryKey, Vendor } from '~/request/remote-config/categories';
import { VendorLink, vendorPopup } from '~/features/games/vendor-link';
import { vendorHref } from '~/features/games/vendor-links';
import { useImageCdn } from '~/request/image-cdn';
import { Icon } from '~/ui/icons';
import * as s from './site-header.css';

/** a category's dropdown shows this many vendors, then a "more" link. */
export const VENDORS_PER_MENU = 15;

/** A header category's vendor grid; `onShown` once it is on screen (keyboard focus may move into it). */
export default function VendorPanel({ category, path, vendors, onShown }: { category: CategoryKey; path: string; vendors: Vendor[]; onShown: () => void }) {
  const image = useImageCdn();
  const { t } = useTranslation();
  const shown = vendors.slice(0, VENDORS_PER_MENU);
  const hasMore = vendors.length > VENDORS_PER_MENU;
  const shownOnce = useRef(onShown);
  // Once, when the grid first appears.
  useEffect(() => shownOnce.current(), []);
  return (
    <div className={s.panelInner}>
      <ul className={s.vendorGrid}>
        {shown.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorLink href={vendorHref(category, vendor)} popup={vendorPopup(category, vendor)} className={s.vendor} data-vendor-link="">
              {vendor.icon ? (
                <img src={image(vendor.icon) ?? undefined} alt="" width={160} height={80} className={s.vendorLogo} loading="lazy" decoding="async" />
              ) : (
                <span className={s.vendorFallback} aria-hidden="true">
                  {vendor.vassalage}
                </span>
              )}
              <span className={s.vendorName}>{vendor.displayName}</span>
              {vendor.isHot ? (
                <span className={s.hot}>
                  <Icon name="flame" size={11} />
                  {t('header.hot')}
                </span>
              ) : null}
            </VendorLink>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Link to={path} className={s.more} data-vendor-link="">
          {t('header.moreVendors', { count: vendors.length })}
          <Icon name="chevronRight" size={14} />
        </Link>
      ) : null}
    </div>
  );
}
