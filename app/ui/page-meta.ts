import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';

type PageData = { title: string; brandName: string; banners?: { image: string }[] };

/**
 * A preload for the page's first banner when it has one: that banner is the largest paint above the
 * fold, and without the hint the browser finds it only after the stylesheets.
 */
export function heroPreload(data: unknown): MetaDescriptor[] {
  const first = (data as Pick<PageData, 'banners'> | undefined)?.banners?.[0]?.image;
  return first ? [{ tagName: 'link', rel: 'preload', as: 'image', href: first, fetchPriority: 'high' }] : [];
}

/** `<title>Page | Brand</title>` from a loader that returns `title` and `brandName`, and the hero's preload. */
export const pageMeta: MetaFunction = ({ data, error, matches }) => {
  const page = data as PageData | undefined;
  if (page) return [{ title: `${page.title} | ${page.brandName}` }, ...heroPreload(page)];
  // The loader threw (not found, not allowed, unavailable): the page still has a title, its status and the brand.
  const brandName = (matches.find((m) => m.id === 'root')?.data as { shell?: { brand?: { name: string } | null } } | undefined)?.shell?.brand?.name;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: brandName ? `${status} | ${brandName}` : String(status) }];
};
