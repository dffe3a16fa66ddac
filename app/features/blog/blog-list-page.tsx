import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as u from '~/ui/centre/centre.css';
import { useImageCdn } from '~/request/image-cdn';
import { PageFrame } from '~/ui/page-frame';
import { paginationItems } from '~/ui/pagination';
import { SectionUnavailable } from '~/ui/section-unavailable';
import * as s from './blog.css';
import type { blogListLoader } from './blog-pages.server';
import { categoryLabel } from './category-label';

const listHref = (category: string | null, page = 1) => {
  const query = new URLSearchParams({ ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return `/blog${query ? `?${query}` : ''}`;
};

/** `/blog`: category tabs, article cards (the newest leads on the first page) and page links; plain links, no script needed. */
export function BlogListPage() {
  const { title, list, category } = useLoaderData<typeof blogListLoader>();
  const { t } = useTranslation();
  const image = useImageCdn();
  return (
    <PageFrame title={title}>
      {!list ? (
        <SectionUnavailable testId="blog-unavailable" />
      ) : (
        <div className={s.stack}>
          <nav className={s.tabs} aria-label={t('blog.categoriesLabel')} data-testid="blog-categories">
            <Link to="/blog" className={s.tab} aria-current={category === null ? 'page' : undefined}>
              {t('blog.all')}
            </Link>
            {list.categories.map((c) => (
              <Link key={c.code} to={listHref(c.code)} className={s.tab} aria-current={category === c.code ? 'page' : undefined}>
                {categoryLabel(t, c.code)}
                <span className={s.count}>{c.count}</span>
              </Link>
            ))}
          </nav>
          {list.cards.length ? (
            <ul className={s.grid} data-testid="blog-list">
              {list.cards.map((a, i) => {
                const leads = i === 0 && list.pageNo === 1;
                const cover = image(a.cover);
                return (
                  <li key={a.slug} className={leads ? s.lead : undefined}>
                    <Link to={`/blog/${a.slug}`} className={s.card} data-testid="blog-card" lang={a.lang.toLowerCase() === 'cn' ? 'zh' : a.lang.toLowerCase()}>
                      {cover ? (
                        <img src={cover} alt="" className={s.cover} loading={leads ? 'eager' : 'lazy'} width={1920} height={560} />
                      ) : (
                        <span className={s.cover} />
                      )}
                      <span className={s.cardBody}>
                        <span className={s.cardMeta}>
                          <span className={s.pill}>{categoryLabel(t, a.category)}</span>
                          <time dateTime={a.published.iso}>{a.published.text}</time>
                        </span>
                        <h2 className={`${s.cardTitle} ${leads ? s.cardTitleLead : ''}`}>{a.title}</h2>
                        <p className={s.excerpt}>{a.excerpt}</p>
                        <span className={s.more} aria-hidden="true">
                          {t('blog.readMore')}{' '}
                          <span data-arrow aria-hidden="true">
                            →
                          </span>
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={u.empty}>{t('blog.none')}</p>
          )}
          {list.totalPages > 1 ? (
            <nav className={s.pager} aria-label={t('blog.pages')} data-testid="blog-pager">
              {paginationItems(list.pageNo, list.totalPages).map((p, i) =>
                p === 'gap' ? (
                  <span key={`gap-${i}`} aria-hidden="true">
                    …
                  </span>
                ) : (
                  <Link
                    key={p}
                    to={listHref(category, p)}
                    className={s.tab}
                    aria-current={p === list.pageNo ? 'page' : undefined}
                    aria-label={t('blog.page', { page: p })}
                  >
                    {p}
                  </Link>
                ),
              )}
            </nav>
          ) : null}
        </div>
      )}
    </PageFrame>
  );
}
