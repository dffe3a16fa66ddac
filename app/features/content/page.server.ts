import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { BANNER_GROUP_BY_ROUTE } from './banner-groups';
import { getPublicContent } from './public-content.server';

/**
 * The loader every content page starts from: the page title in the visitor's language, and the route's
 * own banner group when it has one. `key` names the route in the locale files (`routes.<key>`).
 */
export async function pageLoader({ context }: Pick<LoaderFunctionArgs, 'context'>, key: string) {
  const site = await context.site();
  const group = BANNER_GROUP_BY_ROUTE[key];
  const [t, content] = await Promise.all([getFixedT(site.language), group ? getPublicContent(context) : null]);
  return { title: t(`routes.${key}`), brandName: site.brand.name, banners: (group && content?.banners[group]) || [] };
}
