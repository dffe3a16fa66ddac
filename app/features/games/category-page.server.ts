import type { LoaderFunctionArgs } from '@remix-run/node';
import type { CategoryKey } from '~/request/remote-config/categories';
import { pageLoader } from '~/features/content/page.server';
import { viewerKind } from '~/request/shared-body.server';
import { pvpRooms } from './pvp-rooms.server';
import { vendorPopup } from './vendor-link';
import { vendorHref } from './vendor-links';

/**
 * A game category page: its banners, title and the brand's vendors of that category (for a trial account,
 * which of them take real money only). Only whether the player is a trial account is read of them (the shared
 * render's shape tells it), so a signed-in player's page may be the shared render (`handle.sharedBody`).
 */
export async function categoryLoader(args: LoaderFunctionArgs, key: string, category: CategoryKey) {
  const [page, site, { isTrial }] = await Promise.all([pageLoader(args, key), args.context.site(), viewerKind(args.context)]);
  const vendors = site.catalogue.categories.find((c) => c.key === category)?.vendors ?? [];
  // A trial account plays for free; it is told up front which vendors take real money only (decision 016).
  const trial = isTrial;
  return {
    ...page,
    vendors: vendors.map((v) => ({
      code: v.vassalage,
      name: v.displayName,
      icon: v.largeIcon ?? v.icon,
      isHot: v.isHot,
      realMoneyOnly: trial && !v.supportsTrial,
      href: vendorHref(category, v),
      popup: vendorPopup(category, v),
    })),
  };
}

/** `/pvp`: the category page plus, for a signed-in player, the tables of vendors that seat players in rooms. */
export async function pvpLoader(args: LoaderFunctionArgs) {
  const site = await args.context.site();
  const vendors = site.catalogue.categories.find((c) => c.key === 'PVP')?.vendors ?? [];
  const [page, rooms] = await Promise.all([
    categoryLoader(args, 'pvp', 'PVP'),
    pvpRooms(
      args.context,
      vendors.map((v) => ({ code: v.vassalage, name: v.displayName })),
      site.language,
    ),
  ]);
  return { ...page, rooms };
}
