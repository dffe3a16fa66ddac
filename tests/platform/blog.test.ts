import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { BlogArticleSchema, BlogListSchema } from '~/platform-client/schemas/blog';
import { HotMatchesSchema } from '~/platform-client/schemas/hot-matches';
import { upcomingMatches } from '@whitelabel/reference-platform/db/sports';
import { loadAdminHere } from '../support/admin';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The blog and the hot matches (decision 026) on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-blog-');

const client = (merchant: string, language = 'EN') =>
  createPlatformClient({ baseUrl: temp.platform.url, merchant, language: language as 'EN', timeoutMs: 15_000 });
const list = (merchant: string, query: Record<string, string | number> = {}, language = 'EN') =>
  client(merchant, language).call('blogList', BlogListSchema, { query });
const article = (merchant: string, slug: string, language = 'EN') => client(merchant, language).call('blogArticle', BlogArticleSchema, { query: { slug } });
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);

async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}

const articleId = (merchant: string, slug: string) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT id FROM blog_articles WHERE merchant = ? AND slug = ?').pluck().get(merchant, slug) as number;
  } finally {
    db.close();
  }
};

describe('blog list', () => {
  it('lists the published articles newest first, with categories and their counts, and never a draft', async () => {
    const page = await list('demoa01', { pageSize: 24 });
    expect(page.totalCount).toBe(7);
    expect(page.list.map((a) => a.slug)).not.toContain('vip-gala-announcement');
    const times = page.list.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.list[0]).toMatchObject({ slug: 'welcome-to-the-aurora-blog', title: 'Welcome to the Aurora Casino blog', category: 'news', lang: 'EN' });
    expect(page.list[0]!.coverUrl).toMatch(/^\/blog\/\d+\.jpg$/);
    expect(Object.fromEntries(page.categories.map((c) => [c.code, c.count]))).toEqual({ guides: 3, news: 2, sports: 1, promotions: 1 });
  });

  it('pages and filters by category; bad paging or categories are refused', async () => {
    const first = await list('demoa01', { page: 1, pageSize: 3 });
    const third = await list('demoa01', { page: 3, pageSize: 3 });
    expect([first.totalPages, first.list.length, third.list.length]).toEqual([3, 3, 1]);
    const all = await list('demoa01', { pageSize: 24 });
    expect([...first.list, ...(await list('demoa01', { page: 2, pageSize: 3 })).list, ...third.list].map((a) => a.slug)).toEqual(all.list.map((a) => a.slug));
    expect((await list('demoa01', { page: 9, pageSize: 3 })).list).toEqual([]);

    const guides = await list('demoa01', { category: 'guides' });
    expect(guides.category).toBe('guides');
    expect(guides.list.map((a) => a.category)).toEqual(['guides', 'guides', 'guides']);
    expect(guides.categories.length).toBe(4);

    const bad: Record<string, string | number>[] = [{ page: 0 }, { page: 'two' }, { pageSize: 500 }, { category: '<script>' }];
    for (const query of bad) {
      expect(await refusal(list('demoa01', query))).toEqual({ errorCode: 'request_param_err', status: 400 });
    }
  });

  it('answers in the reader language, falling back to the brand default, then English', async () => {
    const cn = await list('demoa01', { pageSize: 24 }, 'CN');
    const bySlug = new Map(cn.list.map((a) => [a.slug, a]));
    expect(bySlug.get('welcome-to-the-aurora-blog')).toMatchObject({ title: '欢迎来到极光娱乐场博客', lang: 'CN' });
    // Written only in English: a Chinese reader still gets it, in English.
    expect(bySlug.get('slot-volatility-explained')).toMatchObject({ title: 'Slot volatility, explained', lang: 'EN' });

    // Jade Dragon writes in Vietnamese (its default); a Thai reader gets Vietnamese, an English reader English where it exists.
    const th = await list('demob02', { pageSize: 24 }, 'TH');
    expect(th.list.every((a) => a.lang === 'VI')).toBe(true);
    expect(th.totalCount).toBe(6);
    const en = await list('demob02', { pageSize: 24 }, 'EN');
    expect(new Map(en.list.map((a) => [a.slug, a.lang]))).toEqual(
      new Map(th.list.map((a) => [a.slug, ['chao-mung-den-voi-blog', 'nhan-dinh-bong-da-cuoi-tuan'].includes(a.slug) ? 'EN' : 'VI'])),
    );
  });
});

describe('blog article', () => {
  it('answers the body as the operator wrote it (the site cleans it), in the reader language', async () => {
    const hostile = await article('demoa01', 'safer-sign-ins');
    expect(hostile.body).toContain('<script>');
    expect(hostile.title).toBe('Safer sign-ins with two-step verification');
    const cn = await article('demoa01', 'how-to-deposit-with-gcash', 'CN');
    expect(cn).toMatchObject({ title: '三步使用 GCash 充值', lang: 'CN', category: 'guides' });
    expect(cn.body).toContain('<ol>');
  });

  it('treats drafts, unknown slugs and other brands’ articles as not found', async () => {
    for (const [merchant, slug] of [
      ['demoa01', 'vip-gala-announcement'],
      ['demoa01', 'no-such-article'],
      ['demob02', 'safer-sign-ins'],
      ['demoa01', 'Bad Slug!'],
    ] as const) {
      expect(await refusal(article(merchant, slug))).toEqual({ errorCode: 'blog.article.not.found', status: 404 });
    }
  });

  it('follows the operator: unpublish hides an article, publish brings it back in its place, and a draft can be published', async () => {
    const before = await list('demoa01', { pageSize: 24 });
    expect(admin('blog', 'list', 'demoa01')).toMatch(/DRAFT .* vip-gala-announcement/);

    expect(admin('blog', 'unpublish', 'demoa01', 'playing-responsibly')).toMatch(/back to draft/);
    expect((await list('demoa01', { pageSize: 24 })).list.map((a) => a.slug)).not.toContain('playing-responsibly');
    expect(await refusal(article('demoa01', 'playing-responsibly'))).toEqual({ errorCode: 'blog.article.not.found', status: 404 });

    admin('blog', 'publish', 'demoa01', 'playing-responsibly');
    expect((await list('demoa01', { pageSize: 24 })).list.map((a) => a.slug)).toEqual(before.list.map((a) => a.slug));

    admin('blog', 'publish', 'demoa01', 'vip-gala-announcement');
    const after = await list('demoa01', { pageSize: 24 });
    expect(after.list[0]!.slug).toBe('vip-gala-announcement');
    expect((await article('demoa01', 'vip-gala-announcement')).title).toBe('Draft: the VIP gala');
    admin('blog', 'unpublish', 'demoa01', 'vip-gala-announcement');
    expect(() => admin('blog', 'publish', 'demoa01', 'nothing-here')).toThrow();
  });

  it('is off where the brand has no blog module', async () => {
    expect(await refusal(list('democ03'))).toMatchObject({ errorCode: 'function.not.available' });
    admin('feature', 'demob02', 'BLOG3', 'off');
    try {
      expect(await refusal(article('demob02', 'huong-dan-nap-tien'))).toMatchObject({ errorCode: 'function.not.available' });
    } finally {
      admin('feature', 'demob02', 'BLOG3', 'on');
    }
    expect((await article('demob02', 'huong-dan-nap-tien')).lang).toBe('VI');
  });

  it('draws each cover on the image CDN with the article title', async () => {
    const response = await fetch(`${temp.platform.url}/cdn/blog/${articleId('demoa01', 'how-to-deposit-with-gcash')}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('How to deposit with GCash');
    expect((await fetch(`${temp.platform.url}/cdn/blog/999999.svg`)).status).toBe(404);
  });
});

describe('hot matches', () => {
  const hot = (merchant: string, language = 'EN', query: Record<string, string | number> = {}) =>
    client(merchant, language).call('hotMatches', HotMatchesSchema, { query });

  it('answers the book’s soonest upcoming matches with the book’s own odds', async () => {
    const now = Date.now();
    const answer = await hot('demoa01');
    const book = upcomingMatches(now);
    expect(answer.vendor).toBe('FB');
    expect(answer.list.length).toBe(Math.min(6, book.length));
    expect(answer.list.map((m) => m.matchId)).toEqual(book.slice(0, answer.list.length).map((m) => m.id));
    for (const m of answer.list) {
      const offered = book.find((b) => b.id === m.matchId)!;
      expect(m).toMatchObject({ home: offered.home, away: offered.away, odds: offered.odds, kickoffAt: offered.kickoffAt, featured: false });
      expect(m.kickoffAt).toBeGreaterThan(now - 60_000);
    }
    expect((await hot('demoa01', 'EN', { limitNum: 99 })).list.length).toBe(Math.min(12, book.length));
  });

  it('names sides and leagues in the reader language where the platform has them', async () => {
    const [en, cn] = await Promise.all([hot('demoa01'), hot('demoa01', 'CN')]);
    expect(cn.list.map((m) => m.matchId)).toEqual(en.list.map((m) => m.matchId));
    expect(cn.list.some((m) => /[\u4e00-\u9fff]/.test(m.home))).toBe(true);
    expect(cn.list.every((m) => m.home !== en.list.find((e) => e.matchId === m.matchId)!.home || m.home.startsWith('R.') || /^[A-Z]\. /.test(m.home))).toBe(
      true,
    );
  });

  it('puts the operator’s featured match first, and only while it is upcoming', async () => {
    const book = upcomingMatches();
    const later = book[book.length - 1]!;
    expect(admin('hot', 'feature', 'demoa01', later.id)).toMatch(/featured/);
    const answer = await hot('demoa01');
    expect(answer.list[0]).toMatchObject({ matchId: later.id, featured: true });
    expect(admin('hot', 'list', 'demoa01')).toContain(`★ ${later.id}`);
    expect(() => admin('hot', 'feature', 'demoa01', '19990101-1')).toThrow();
    admin('hot', 'unfeature', 'demoa01', later.id);
    expect((await hot('demoa01')).list.every((m) => !m.featured)).toBe(true);
  });

  it('is an empty list for a brand without the sportsbook', async () => {
    expect((await hot('demob02')).list).toEqual([]);
  });
});
