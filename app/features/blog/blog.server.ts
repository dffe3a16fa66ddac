import type { AppLoadContext } from '@remix-run/node';
import { DateTime } from 'luxon';
import { intlLocale } from '~/i18n/languages';
import { safeUrl } from '~/lib/safe-url';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { isPlatformError } from '~/platform-client/errors';
import { BlogArticleSchema, BlogListSchema, type BlogSummary } from '~/platform-client/schemas/blog';
import { onImageCdn } from '~/request/image-cdn';

/**
 * The blog's reads (decision 026): the same for every visitor of a brand and language, so lists and
 * articles are shared for a minute and the last good copy is kept through an outage. An article's HTML is
 * cleaned once, when it is fetched, and the cleaned copy is what the cache holds.
 */
export const BLOG_PAGE_SIZE = 6;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY = /^[a-z][a-z0-9_]{0,19}$/;

const isNotFound = (error: unknown) =>
  isPlatformError(error) && error.kind === 'rejected' && (error.details.errorCode === 'blog.article.not.found' || error.details.status === 404);

const cache = new SwrCache<unknown>({
  ttlMs: contentTtl(60_000),
  maxStaleMs: 24 * 60 * 60_000,
  retryAfterMs: 5_000,
  maxEntries: 500,
  onRefreshError: (key, error) => {
    // An unknown slug is an answer (the page's 404), not a failure worth a log line.
    if (isNotFound(error)) return;
    console.error(`[blog] ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`);
  },
});

export type BlogCard = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  cover: string | null;
  lang: string;
  published: { iso: string; text: string };
};

function when(ms: number, zone: string, language: string) {
  const at = DateTime.fromMillis(ms, { zone }).setLocale(intlLocale(language));
  return { iso: at.toISO() ?? '', text: at.toLocaleString(DateTime.DATE_MED) };
}

function card(a: BlogSummary, zone: string, language: string): BlogCard {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    lang: a.lang,
    // A platform URL reaches the page only through the scheme allow-list (a CDN path is fine).
    cover: safeUrl(a.coverUrl, { paths: true, field: 'blog.coverUrl' }),
    published: when(a.publishedAt, zone, language),
  };
}

export type BlogListView = {
  categories: { code: string; count: number }[];
  category: string | null;
  cards: BlogCard[];
  pageNo: number;
  totalPages: number;
};

/** One page of the list, `null` when the platform cannot give it now (the page says so and keeps its frame). */
export async function sharedBlogList(context: AppLoadContext, q: { category: string | null; page: number }): Promise<BlogListView | null> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  const key = `${site.brand.id}:${site.language}:list:${q.category ?? ''}:${q.page}`;
  const query = { ...(q.category ? { category: q.category } : {}), page: q.page, pageSize: BLOG_PAGE_SIZE, language: site.language };
  const fetchList = async (): Promise<BlogListView> => {
    const list = await client.call('blogList', BlogListSchema, { query });
    return {
      categories: list.categories,
      category: list.category,
      cards: list.list.map((a) => card(a, site.brand.timeZone, site.language)),
      pageNo: list.pageNo,
      totalPages: list.totalPages,
    };
  };
  try {
    return (await context.withinBudget(cache.get(key, fetchList, { signal: context.budget }), 'blogList')) as BlogListView;
  } catch (error) {
    if (isPlatformError(error)) return null;
    throw error;
  }
}

export type BlogArticleView = BlogCard & { html: string; updatedIso: string; ogImage: string | null };

/**
 * A published article, cleaned; `'missing'` for a slug the platform does not know (or a draft), `null`
 * when the platform cannot answer now.
 */
export async function sharedBlogArticle(context: AppLoadContext, slug: string): Promise<BlogArticleView | 'missing' | null> {
  if (!SLUG.test(slug) || slug.length > 80) return 'missing';
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  const key = `${site.brand.id}:${site.language}:article:${slug}`;
  try {
    const answer = cache.get(
      key,
      async (): Promise<BlogArticleView> => {
        const a = await client.call('blogArticle', BlogArticleSchema, { query: { slug, language: site.language } });
        const view = card(a, site.brand.timeZone, site.language);
        const ogImage = onImageCdn(view.cover, site.config.imageCDNs.find((c) => /^https?:\/\//i.test(c)) ?? null);
        return {
          ...view,
          html: sanitizeOperatorHtml(a.body),
          updatedIso: DateTime.fromMillis(a.updatedAt, { zone: site.brand.timeZone }).toISO() ?? '',
          ogImage: ogImage && /^https?:\/\//i.test(ogImage) ? ogImage : null,
        };
      },
      { signal: context.budget },
    );
    return (await context.withinBudget(answer, 'blogArticle')) as BlogArticleView;
  } catch (error) {
    if (isNotFound(error)) return 'missing';
    if (isPlatformError(error)) return null;
    throw error;
  }
}
