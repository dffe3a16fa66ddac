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
  return errorMeta({ error, matches });
};

/**
 * A page whose loader threw (not found, not allowed, unavailable) still has a title: its status and the brand.
 * The root's meta too, for the errors its boundary shows (the routes under it then have no say).
 */
export const errorMeta = ({ error, matches }: Pick<Parameters<MetaFunction>[0], 'error' | 'matches'>): MetaDescriptor[] => {
  if (error === undefined) return [];
  const brandName = (matches.find((m) => m.id === 'root')?.data as { shell?: { brand?: { name: string } | null } } | undefined)?.shell?.brand?.name;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: brandName ? `${status} | ${brandName}` : String(status) }];
};
