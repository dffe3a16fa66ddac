import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, blogArticle, blogList, CATEGORY_PATTERN } from '../db/blog';
import { ApiError } from '../http/envelope';
import { languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * The blog (decision 026): `PROMOFE_getBlogList?category=&page=&pageSize=` and `PROMOFE_getBlogArticle?slug=`,
 * readable by guests, in the reader's language with the merchant's default (then English) as fallback.
 */
const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

function positive(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw badParam();
  const n = Number(raw);
  if (n < 1 || n > max) throw badParam();
  return n;
}

function list(ctx: RequestContext) {
  const category = ctx.url.searchParams.get('category')?.trim().toLowerCase() || null;
  if (category !== null && !CATEGORY_PATTERN.test(category)) throw badParam();
  return blogList(ctx.db, ctx.merchant.code, {
    category,
    pageNo: positive(ctx.url, 'page', 1, 100_000),
    pageSize: positive(ctx.url, 'pageSize', BLOG_PAGE_SIZE, BLOG_MAX_PAGE_SIZE),
    chain: languageChain(ctx, 'language'),
  });
}

function article(ctx: RequestContext) {
  const slug = ctx.url.searchParams.get('slug')?.trim() ?? '';
  if (!slug || slug.length > 80) throw badParam();
  return blogArticle(ctx.db, ctx.merchant.code, slug, languageChain(ctx, 'language'));
}

export const blogRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/PROMOFE_getBlogList', modId: 'BLOG3', handle: list },
  { method: 'GET', path: '/wps/relay/PROMOFE_getBlogArticle', modId: 'BLOG3', handle: article },
];
