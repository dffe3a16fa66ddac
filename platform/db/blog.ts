import type { Db } from './db';
import { Refusal } from './refusal';
import { oneRow } from './one-row';

/**
 * Blog articles per merchant (decision 026): one row per article, its words per language. Readers see
 * only PUBLISHED articles whose publication time has come; a draft answers exactly like an unknown slug.
 */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 24;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_PATTERN = /^[a-z][a-z0-9_]{0,19}$/;

/** A cover on the image CDN (the site puts the visitor's CDN base in front), drawn from the article's title. */
export const blogCoverPath = (id: number) => `/blog/${id}.jpg`;

type TextRow = { article_id: number; lang: string; title: string; excerpt: string; body: string };
type ArticleRow = { id: number; slug: string; category: string; published_at: number; updated_at: number };

export type BlogSummary = { slug: string; title: string; excerpt: string; category: string; coverUrl: string; publishedAt: number; lang: string };
export type BlogArticle = BlogSummary & { body: string; updatedAt: number };
export type BlogList = {
  categories: { code: string; count: number }[];
  category: string | null;
  list: BlogSummary[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
};

const VISIBLE = "a.merchant = ? AND a.status = 'PUBLISHED' AND a.published_at <= ?";

/** The texts of `ids` in the best language of `chain` (any translation rather than nothing). */
function textsFor(db: Db, ids: number[], chain: string[]): Map<number, TextRow> {
  if (!ids.length) return new Map();
  const rows = db
    .prepare<unknown[], TextRow>(`SELECT article_id, lang, title, excerpt, body FROM blog_article_texts WHERE article_id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids);
  const best = new Map<number, TextRow>();
  const rank = (lang: string) => {
    const i = chain.indexOf(lang);
    return i < 0 ? chain.length : i;
  };
  for (const row of rows) {
    const held = best.get(row.article_id);
    if (!held || rank(row.lang) < rank(held.lang) || (rank(row.lang) === rank(held.lang) && row.lang < held.lang)) best.set(row.article_id, row);
  }
  return best;
}

const summary = (a: ArticleRow, t: TextRow): BlogSummary => ({
  slug: a.slug,
  title: t.title,
  excerpt: t.excerpt,
  category: a.category,
  coverUrl: blogCoverPath(a.id),
  publishedAt: a.published_at,
  lang: t.lang,
});

/** One page of published articles, newest first, optionally of one category; the categories list every published one with its count. */
export function blogList(
  db: Db,
  merchant: string,
  q: { category: string | null; pageNo: number; pageSize: number; chain: string[] },
  now = Date.now(),
): BlogList {
  const categories = db
    .prepare<unknown[], { code: string; count: number }>(
      `SELECT a.category AS code, COUNT(*) AS count FROM blog_articles a WHERE ${VISIBLE} GROUP BY a.category ORDER BY count DESC, code`,
    )
    .all(merchant, now);
  const where = q.category ? `${VISIBLE} AND a.category = ?` : VISIBLE;
  const args: unknown[] = q.category ? [merchant, now, q.category] : [merchant, now];
  const totalCount = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM blog_articles a WHERE ${where}`)
      .pluck()
      .get(...args),
  );
  const rows = db
    .prepare<unknown[], ArticleRow>(
      `SELECT a.id, a.slug, a.category, a.published_at, a.updated_at FROM blog_articles a WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize);
  const texts = textsFor(
    db,
    rows.map((r) => r.id),
    q.chain,
  );
  return {
    categories,
    category: q.category,
    list: rows.flatMap((r) => {
      const t = texts.get(r.id);
      return t ? [summary(r, t)] : [];
    }),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / q.pageSize),
  };
}

/** A published article by slug, in the best language of `chain`; anything else is `blog.article.not.found` (404). */
export function blogArticle(db: Db, merchant: string, slug: string, chain: string[], now = Date.now()): BlogArticle {
  const row = SLUG_PATTERN.test(slug)
    ? db
        .prepare<unknown[], ArticleRow>(`SELECT a.id, a.slug, a.category, a.published_at, a.updated_at FROM blog_articles a WHERE ${VISIBLE} AND a.slug = ?`)
        .get(merchant, now, slug)
    : undefined;
  const text = row ? textsFor(db, [row.id], chain).get(row.id) : undefined;
  if (!row || !text) throw new Refusal('blog.article.not.found', null, 404);
  return { ...summary(row, text), body: text.body, updatedAt: row.updated_at };
}

export type AdminArticle = {
  id: number;
  slug: string;
  category: string;
  status: 'DRAFT' | 'PUBLISHED';
  publishedAt: number | null;
  languages: string[];
  title: string;
};

/** Every article of the merchant, drafts included, newest first (the operator's view). */
export function adminBlogArticles(db: Db, merchant: string): AdminArticle[] {
  const rows = db
    .prepare<unknown[], Omit<AdminArticle, 'languages'> & { langs: string | null }>(
      `SELECT a.id, a.slug, a.category, a.status, a.published_at AS publishedAt,
              (SELECT group_concat(lang, ',') FROM (SELECT lang FROM blog_article_texts WHERE article_id = a.id ORDER BY lang)) AS langs,
              COALESCE((SELECT title FROM blog_article_texts WHERE article_id = a.id AND lang = 'EN'), (SELECT title FROM blog_article_texts WHERE article_id = a.id LIMIT 1), '') AS title
         FROM blog_articles a WHERE a.merchant = ? ORDER BY COALESCE(a.published_at, a.created_at) DESC, a.id DESC`,
    )
    .all(merchant);
  return rows.map(({ langs, ...r }) => ({ ...r, languages: langs ? langs.split(',') : [] }));
}

/**
 * Publishes (keeping the first publication time, so a republished article keeps its place) or takes an
 * article back to draft. False when the merchant has no such slug.
 */
export function setBlogStatus(db: Db, merchant: string, slug: string, status: 'DRAFT' | 'PUBLISHED', now = Date.now()): boolean {
  return (
    db
      .prepare(
        "UPDATE blog_articles SET status = ?, published_at = CASE WHEN ? = 'PUBLISHED' THEN COALESCE(published_at, ?) ELSE published_at END, updated_at = ? WHERE merchant = ? AND slug = ?",
      )
      .run(status, status, now, now, merchant, slug).changes === 1
  );
}

export type NewArticle = {
  slug: string;
  category: string;
  hue: number;
  status: 'DRAFT' | 'PUBLISHED';
  publishedAt: number | null;
  texts: Record<string, { title: string; excerpt: string; body: string }>;
};

export function insertBlogArticle(db: Db, merchant: string, a: NewArticle, now = Date.now()): number {
  if (!SLUG_PATTERN.test(a.slug) || !CATEGORY_PATTERN.test(a.category)) throw new Error(`bad blog article ${a.slug}/${a.category}`);
  const id = Number(
    db
      .prepare('INSERT INTO blog_articles (merchant, slug, category, cover_hue, status, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(merchant, a.slug, a.category, a.hue, a.status, a.publishedAt, now, a.publishedAt ?? now).lastInsertRowid,
  );
  const text = db.prepare('INSERT INTO blog_article_texts (article_id, lang, title, excerpt, body) VALUES (?, ?, ?, ?, ?)');
  for (const [lang, t] of Object.entries(a.texts)) text.run(id, lang, t.title, t.excerpt, t.body);
  return id;
}

/** What the CDN draws on a cover: the title in the brand's default language (else English, else any), the category and the hue. Drafts have covers too (the operator previews them). */
export function blogCover(db: Db, id: number): { title: string; category: string; hue: number } | null {
  return (
    db
      .prepare<unknown[], { title: string; category: string; hue: number }>(
        `SELECT COALESCE((SELECT title FROM blog_article_texts WHERE article_id = a.id AND lang = m.default_language),
                        (SELECT title FROM blog_article_texts WHERE article_id = a.id AND lang = 'EN'),
                        (SELECT title FROM blog_article_texts WHERE article_id = a.id LIMIT 1), '') AS title,
                a.category, a.cover_hue AS hue FROM blog_articles a JOIN merchants m ON m.code = a.merchant WHERE a.id = ?`,
      )
      .get(id) ?? null
  );
}
