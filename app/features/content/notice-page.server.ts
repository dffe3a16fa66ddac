import type { LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { NOTICES_PER_PAGE, pageOf } from '~/ui/pagination';
import { getPublicContent } from './public-content.server';

/** `?page=` and `?id=` from a shared link; anything odd simply falls back to the first page. */
const QuerySchema = v.object({
  page: v.fallback(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)), 1),
  id: v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))), null),
});

/** `/noticePage`: the announcements, 7 a page; a notice named in the link opens on its page. */
export async function noticePageLoader({ request, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const url = new URL(request.url);
  const query = v.parse(QuerySchema, { page: url.searchParams.get('page') ?? '1', id: url.searchParams.get('id') });
  const [content, t] = await Promise.all([getPublicContent(context), getFixedT(site.language)]);
  if (content.unavailable.includes('announcements')) context.contentMissing('announcements', 'main');
  const notices = content.notices;
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const index = query.id === null ? -1 : notices.findIndex((n) => n.id === query.id);
  // A notice named in the link decides the page; otherwise the page asked for, clamped.
  const page = index >= 0 && !url.searchParams.has('page') ? pageOf(index) : Math.min(query.page, totalPages);
  const selectedId = index >= 0 ? query.id : (notices[(page - 1) * NOTICES_PER_PAGE]?.id ?? null);
  return { title: t('routes.noticePage'), brandName: site.brand.name, notices, page, selectedId };
}
