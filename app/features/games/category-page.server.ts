import type { LoaderFunctionArgs } from '@remix-run/node';
import type { CategoryKey } from '~/request/remote-config/categories';
import { pageLoader } from '~/features/content/page.server';
import { vendorPopup } from './vendor-link';
import { vendorHref } from './vendor-links';

/** A game category page: its banners, title and the brand's vendors of that category. */
export async function categoryLoader(args: LoaderFunctionArgs, key: string, category: CategoryKey) {
  const [page, site] = await Promise.all([pageLoader(args, key), args.context.site()]);
  const vendors = site.catalogue.categories.find((c) => c.key === category)?.vendors ?? [];
  return {
    ...page,
    vendors: vendors.map((v) => ({ code: v.vassalage, name: v.displayName, icon: v.largeIcon ?? v.icon, isHot: v.isHot, href: vendorHref(category, v), popup: vendorPopup(category, v) })),
  };
}
