import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { requireRouteEnabled } from './site.server';

/**
 * The loader every content route starts from: 404 when the brand switched the route off, and the
 * page title in the visitor's language. `key` names the route in the locale files (`routes.<key>`).
 */
export async function pageLoader({ request, context }: LoaderFunctionArgs, key: string) {
  const site = await requireRouteEnabled(context, request);
  const t = await getFixedT(site.language);
  return { title: t(`routes.${key}`), brandName: site.brand.name };
}
