import type { LoaderFunctionArgs } from '@remix-run/node';
import { BANNER_GROUP_BY_ROUTE } from '~/content/banner-groups';
import { getPublicContent } from '~/content/home-content.server';
import { getFixedT } from '~/i18n/i18n.server';
import { requireRouteEnabled } from './site.server';

/**
 * The loader every content route starts from: 404 when the brand switched the route off, the page
 * title in the visitor's language, and the route's own banner group when it has one.
 * `key` names the route in the locale files (`routes.<key>`).
 */
export async function pageLoader({ request, context }: LoaderFunctionArgs, key: string) {
  const site = await requireRouteEnabled(context, request);
  const group = BANNER_GROUP_BY_ROUTE[key];
  const [t, content] = await Promise.all([getFixedT(site.language), group ? getPublicContent(site, context) : null]);
  return { title: t(`routes.${key}`), brandName: site.brand.name, banners: (group && content?.banners[group]) || [] };
}
