import type { LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { notFound } from '~/lib/responses';
import { CATEGORY, sharedBlogArticle, sharedBlogList } from './blog.server';

/** `?page=` as a page number and `?category=` as a category code; anything else reads as the first page / every category. */
const PageQuery = v.fallback(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(1000)), 1);
const CategoryQuery = v.fallback(v.nullable(v.pipe(v.string(), v.regex(CATEGORY))), null);

/** The address search engines should keep for a page: the brand's canonical host, whatever host served it. */
function canonical(context: LoaderFunctionArgs['context'], host: string, path: string) {
  const scheme = new URL(context.origin).protocol;
  return `${scheme}//${host}${context.port ? `:${context.port}` : ''}${path}`;
}

/** `/blog`: category tabs and one page of articles, newest first. */
export async function blogListLoader({ request, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const params = new URL(request.url).searchParams;
  const page = v.parse(PageQuery, params.get('page') ?? '');
  const category = v.parse(CategoryQuery, params.get('category') || null);
  const [t, list] = await Promise.all([getFixedT(site.language), sharedBlogList(context, { category, page })]);
  if (!list) context.contentMissing('blog list', 'main');
  const query = new URLSearchParams({ ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return {
    title: t('blog.title'),
    description: t('blog.description', { brand: site.brand.name }),
    brandName: site.brand.name,
    canonical: canonical(context, site.brand.canonicalHost, `/blog${query ? `?${query}` : ''}`),
    category,
    list,
  };
}

/** `/blog/<slug>`: one article; an unknown slug or a draft is the site's kind 404. */
export async function blogArticleLoader({ params, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const slug = params.slug ?? '';
  const [t, article] = await Promise.all([getFixedT(site.language), sharedBlogArticle(context, slug)]);
  if (article === 'missing') throw notFound();
  if (!article) context.contentMissing('blog article', 'main');
  return {
    title: article?.title ?? t('blog.title'),
    brandName: site.brand.name,
    blogTitle: t('blog.title'),
    canonical: canonical(context, site.brand.canonicalHost, `/blog/${slug}`),
    htmlLang: site.language,
    article,
  };
}
