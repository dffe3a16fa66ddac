import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { notFound } from '~/lib/responses';
import { PAGE_MATCHES, sharedHotMatches } from './hot-matches.server';

/** `/hot-matches`: the sportsbook's featured and soonest matches (the gate already asked for the book). */
export async function hotMatchesLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  const [t, matches] = await Promise.all([getFixedT(site.language), sharedHotMatches(context, PAGE_MATCHES)]);
  if (!matches) context.contentMissing('hot matches', 'main');
  if (matches === undefined) throw notFound();
  return { title: t('hotMatches.title'), brandName: site.brand.name, timeZone: site.brand.timeZone, matches };
}
