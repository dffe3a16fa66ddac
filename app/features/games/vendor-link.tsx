import { Link, type LinkProps } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { useModals } from '~/ui/modal/modal-context';
import type { Vendor } from '~/request/remote-config/categories';
import { launchTarget } from './launch-target';
import { VENDOR_GAMES_MODAL, type VendorGamesProps } from './vendor-games-modal-name';

type VendorLinkProps = Omit<LinkProps, 'to'> & {
  /** Where the link goes without JavaScript (and for a vendor without a pop-up list). */
  href: string;
  /** Set for a vassalage vendor of an egames category: a click opens its pop-up game list. */
  popup: VendorGamesProps | null;
};

/** A vendor card or logo. A vassalage vendor's click opens the pop-up game list over the page. */
export function VendorLink({ href, popup, onClick, ...rest }: VendorLinkProps) {
  const modals = useModals();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab or window (modifier keys, middle click) still gets the list page.
    if (event.defaultPrevented || !popup || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    modals.open(VENDOR_GAMES_MODAL, popup);
  };
  return <Link to={href} onClick={open} {...rest} />;
}

/** The pop-up a vendor opens, or null when it opens a page (not vassalage, or not an egames category). */
export function vendorPopup(category: string, vendor: Vendor): VendorGamesProps | null {
  if (launchTarget(category, vendor) !== 'vendorList') return null;
  return { vendor: vendor.vassalage, name: vendor.displayName, games: category };
}
