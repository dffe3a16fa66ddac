import type { LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { boardMoney } from './board-views.server';
import { sharedWinners } from './public-boards.server';
import { winRow } from './win-rows.server';

/** `?page=` as a page number; anything else is the first page (a bad link still shows the list). */
const PageQuery = v.fallback(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), 1);

/** `/winners`: the home ticker's full list, newest first, 20 a page. */
export async function winnersLoader({ request, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const pageNo = v.parse(PageQuery, new URL(request.url).searchParams.get('page') ?? '');
  const [t, feed] = await Promise.all([getFixedT(site.language), sharedWinners(context, pageNo)]);
  const now = Date.now();
  return {
    title: t('rankings.winnersTitle'),
    brandName: site.brand.name,
    feed: feed && {
      money: boardMoney(feed, site.language),
      pageNo: feed.pageNo,
      totalPages: feed.totalPages,
      rows: feed.list.map((w, i) => winRow(w, i, { now, timeZone: site.brand.timeZone, language: site.language })),
    },
  };
}
