import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { prose } from '~/features/help/help-prose.css';
import { useImageCdn } from '~/request/image-cdn';
import { useNonce } from '~/ui/nonce';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import * as s from './blog.css';
import type { blogArticleLoader } from './blog-pages.server';
import { categoryLabel } from './category-label';

const LANG_ATTR: Record<string, string> = { CN: 'zh', EN: 'en', VI: 'vi', TH: 'th', JA: 'ja', TY: 'fil' };

/** Structured data for search engines, as JSON that cannot close its own script element. */
function articleJsonLd(data: ReturnType<typeof useLoaderData<typeof blogArticleLoader>>): string {
  const a = data.article!;
  const json = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.title,
    description: a.excerpt,
    datePublished: a.published.iso,
    dateModified: a.updatedIso,
    inLanguage: LANG_ATTR[a.lang] ?? 'en',
    mainEntityOfPage: data.canonical,
    url: data.canonical,
    ...(a.ogImage ? { image: [a.ogImage] } : {}),
    articleSection: a.category,
    publisher: { '@type': 'Organization', name: data.brandName },
  };
  return JSON.stringify(json).replace(/</g, '\\u003c');
}

/** `/blog/<slug>`: the cleaned article with its cover, category and date; JSON-LD under the page's nonce. */
export function BlogArticlePage() {
  const data = useLoaderData<typeof blogArticleLoader>();
  const { t } = useTranslation();
  const image = useImageCdn();
  const nonce = useNonce();
  const a = data.article;
  if (!a) {
    return (
      <PageFrame title={data.blogTitle}>
        <SectionUnavailable testId="blog-article-unavailable" />
        <Link to="/blog" className={s.back}>
          <span data-arrow aria-hidden="true">
            ←
          </span>{' '}
          {t('blog.back')}
        </Link>
      </PageFrame>
    );
  }
  const cover = image(a.cover);
  return (
    <PageFrame title={a.title}>
      <article className={s.article} lang={LANG_ATTR[a.lang]} data-testid="blog-article">
        <nav className={s.crumbs} aria-label={t('blog.breadcrumbs')}>
          <Link to="/blog" className={s.crumbLink}>
            {data.blogTitle}
          </Link>
          <span aria-hidden="true">›</span>
          <Link to={`/blog?category=${a.category}`} className={s.pill}>
            {categoryLabel(t, a.category)}
          </Link>
          <span aria-hidden="true">·</span>
          <time dateTime={a.published.iso}>{a.published.text}</time>
        </nav>
        {a.lang !== data.htmlLang ? <p className={s.langNote}>{t('blog.otherLanguage')}</p> : null}
        {cover ? <img src={cover} alt="" className={s.heroCover} width={1920} height={560} /> : null}
        <div className={s.paper}>
          <p className={s.articleExcerpt}>{a.excerpt}</p>
          {/* Cleaned on the server by the operator-HTML sanitiser: no scripts, handlers, styles or unsafe links. */}
          <div className={prose} data-testid="blog-body" dangerouslySetInnerHTML={{ __html: a.html }} />
        </div>
        <Link to="/blog" className={s.back}>
          <span data-arrow aria-hidden="true">
            ←
          </span>{' '}
          {t('blog.back')}
        </Link>
      </article>
      <script type="application/ld+json" nonce={nonce} data-testid="blog-jsonld" dangerouslySetInnerHTML={{ __html: articleJsonLd(data) }} />
    </PageFrame>
  );
}
