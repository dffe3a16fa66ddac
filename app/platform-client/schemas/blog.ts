import * as v from 'valibot';

/** The blog (decision 026): lists and articles in the reader's language; HTML bodies are cleaned by the site. */
const Time = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(80));
const Category = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,19}$/));

const BlogSummarySchema = v.object({
  slug: Slug,
  title: v.pipe(v.string(), v.maxLength(160)),
  excerpt: v.pipe(v.string(), v.maxLength(400)),
  category: Category,
  /** A path on the image CDN or an absolute URL; the site passes it through the scheme allow-list. */
  coverUrl: v.nullish(v.pipe(v.string(), v.maxLength(500)), null),
  publishedAt: Time,
  lang: v.pipe(v.string(), v.maxLength(8)),
});
export type BlogSummary = v.InferOutput<typeof BlogSummarySchema>;

/** `PROMOFE_getBlogList?category=&page=&pageSize=`. */
export const BlogListSchema = v.object({
  categories: v.pipe(v.array(v.object({ code: Category, count: Count })), v.maxLength(30)),
  category: v.nullable(Category),
  list: v.pipe(v.array(BlogSummarySchema), v.maxLength(50)),
  pageNo: v.pipe(Count, v.minValue(1)),
  pageSize: v.pipe(Count, v.minValue(1)),
  totalCount: Count,
  totalPages: Count,
});
export type BlogList = v.InferOutput<typeof BlogListSchema>;

/** `PROMOFE_getBlogArticle?slug=`: a published article (a draft or an unknown slug is `blog.article.not.found`). */
export const BlogArticleSchema = v.object({
  ...BlogSummarySchema.entries,
  body: v.pipe(v.string(), v.maxLength(100_000)),
  updatedAt: Time,
});
export type BlogArticle = v.InferOutput<typeof BlogArticleSchema>;
