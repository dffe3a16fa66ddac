import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { Field } from '~/ui/forms/field';
import { PageFrame } from '~/ui/page-frame';
import { button } from '~/ui/styles.css';
import { Chevron, HelpIcon } from './help-icons';
import type { helpPageLoader } from './help-page.server';
import * as s from './help-page.css';
import { prose } from './help-prose.css';
import { MAX_QUERY_LENGTH, type HelpSearchResult, type HelpSection, type TextPart } from './help-tree';

/** The help centre: a menu of sections, a search, and every section on one printable page. */
export function HelpPage() {
  const { title, banners, sections, unavailable, query, results } = useLoaderData<typeof helpPageLoader>();
  const { t } = useTranslation();
  const active = useHashTarget(sections);
  return (
    <PageFrame title={title} hero={banners.length ? <BannerCarousel banners={banners} label={t('home.bannersLabel')} /> : null}>
      <div className={`${s.page} ${s.layout}`} data-testid="help-centre">
        {sections.length ? (
          <aside className={s.aside} data-print="hide">
            <details className={s.phoneMenu}>
              <summary className={s.phoneSummary}>
                {t('help.topics')}
                <Chevron className={s.chevron} />
              </summary>
              <nav className={s.phoneMenuBody} aria-label={t('help.topics')}>
                <HelpMenu sections={sections} active={active} />
              </nav>
            </details>
            <nav className={s.menu} aria-labelledby="help-menu-heading">
              <h2 id="help-menu-heading" className={s.menuHeading}>
                {t('help.topics')}
              </h2>
              <HelpMenu sections={sections} active={active} />
            </nav>
          </aside>
        ) : null}
        <div className={s.content}>
          <div className={s.toolbar} data-print="hide">
            <Form method="get" role="search" className={s.searchForm} preventScrollReset>
              <div className={s.searchField}>
                <Field
                  name="q"
                  type="search"
                  label={t('help.searchLabel')}
                  placeholder={t('help.searchPlaceholder')}
                  defaultValue={query}
                  maxLength={MAX_QUERY_LENGTH}
                  key={query}
                />
              </div>
              <button type="submit" className={button.primary} style={{ minHeight: 44 }}>
                {t('help.search')}
              </button>
            </Form>
            <PrintButton />
          </div>
          {results ? <SearchResults query={query} results={results} /> : null}
          {sections.length ? (
            sections.map((section) => <HelpSectionView key={section.anchor} section={section} />)
          ) : (
            <div className={s.notice} role="status" data-testid={unavailable ? 'help-unavailable' : 'help-empty'}>
              <HelpIcon tag="faqs" size={32} />
              <h2 className={s.noticeTitle}>{t(unavailable ? 'help.unavailableTitle' : 'help.emptyTitle')}</h2>
              <p style={{ margin: 0 }}>{t(unavailable ? 'help.unavailableText' : 'help.emptyText')}</p>
            </div>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

function HelpMenu({ sections, active }: { sections: HelpSection[]; active: string | null }) {
  return (
    <ul className={s.menuList}>
      {sections.map((section) => (
        <li key={section.anchor}>
          <a
            href={`#${section.anchor}`}
            className={s.menuLink}
            aria-current={active === section.anchor ? 'location' : undefined}
            style={section.accent ? assignInlineVars({ [s.accentVar]: section.accent }) : undefined}
          >
            <span className={s.menuIcon}>
              <HelpIcon tag={section.tag} size={16} />
            </span>
            {section.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function HelpSectionView({ section }: { section: HelpSection }) {
  return (
    <section
      id={section.anchor}
      className={s.section}
      aria-labelledby={`${section.anchor}-title`}
      style={section.accent ? assignInlineVars({ [s.accentVar]: section.accent }) : undefined}
      data-help-section={section.tag ?? ''}
    >
      <header className={s.sectionHead}>
        <span className={s.sectionIcon}>
          <HelpIcon tag={section.tag} size={22} />
        </span>
        <h2 id={`${section.anchor}-title`} className={s.sectionTitle}>
          {section.title}
        </h2>
      </header>
      {section.html ? <div className={prose} dangerouslySetInnerHTML={{ __html: section.html }} /> : null}
      {section.articles.length ? (
        <div className={s.articles}>
          {section.articles.map((article) => (
            <details key={article.anchor} id={article.anchor} className={s.article}>
              <summary className={s.articleSummary}>
                {article.title}
                <Chevron className={s.chevron} />
              </summary>
              <div className={`${prose} ${s.articleBody}`} dangerouslySetInnerHTML={{ __html: article.html }} />
            </details>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Marked({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

function SearchResults({ query, results }: { query: string; results: HelpSearchResult[] }) {
  const { t } = useTranslation();
  return (
    <section className={s.results} aria-labelledby="help-results-title" data-testid="help-results" data-print="hide">
      <div className={s.resultsHead}>
        <h2 id="help-results-title" className={s.resultsTitle} aria-live="polite">
          {results.length ? t('help.resultsFor', { count: results.length, query }) : t('help.noResults', { query })}
        </h2>
        <a href="?" className={button.outline}>
          {t('help.clearSearch')}
        </a>
      </div>
      {results.length ? (
        <ul className={s.resultList}>
          {results.map((result) => (
            <li key={result.anchor}>
              <a href={`#${result.anchor}`} className={s.result}>
                <span className={s.resultSection}>{result.sectionTitle}</span>
                <span className={s.resultTitle}>
                  <Marked parts={result.title} />
                </span>
                <span className={s.resultSnippet}>
                  <Marked parts={result.snippet} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.noResults}>{t('help.noResultsHint')}</p>
      )}
    </section>
  );
}

/** Printing needs the browser's script; without it the browser's own Print menu still works. */
function PrintButton() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className={`${button.outline} ${s.printButton}`} onClick={() => window.print()}>
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <path
          d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.9}
          strokeLinejoin="round"
        />
      </svg>
      {t('help.print')}
    </button>
  );
}

/**
 * Follows the URL's hash: the section (or answer) it names is opened and scrolled to, and its menu
 * entry marked. The browser already scrolls to plain anchors; this adds opening folded answers, and
 * covers in-app navigation, which changes the hash without a `hashchange`. Printing unfolds everything.
 */
function useHashTarget(sections: HelpSection[]): string | null {
  const { hash } = useLocation();
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const apply = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const section = target?.closest('section[id]');
      setActive(section && sections.some((s) => s.anchor === section.id) ? section.id : null);
      if (!target) return;
      if (target instanceof HTMLDetailsElement) target.open = true;
      target.scrollIntoView({ block: 'start' });
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, [hash, sections]);
  useEffect(() => {
    let unfolded: HTMLDetailsElement[] = [];
    const before = () => {
      unfolded = [...document.querySelectorAll<HTMLDetailsElement>('[data-testid="help-centre"] details:not([open])')];
      unfolded.forEach((d) => (d.open = true));
    };
    const after = () => unfolded.forEach((d) => (d.open = false));
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return active;
}
