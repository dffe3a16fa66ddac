import type { LoaderFunctionArgs } from '@remix-run/node';
import type { SiteVendors } from './site-vendors';

/**
 * Every category's vendors, for the header's panels and the footer's provider strip. They are fetched
 * when a panel opens or the strip nears the screen, not sent with every page. The same for every
 * visitor of a site, so the browser may keep them a few minutes.
 */
export async function siteVendorsLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  return Response.json({ categories: site.catalogue.categories } satisfies SiteVendors, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
