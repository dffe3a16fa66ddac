import { Link } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { NOTICES_PER_PAGE, pageOf, paginationItems } from '~/ui/pagination';
import type { NoticeView } from '~/features/content/views';
import * as s from './announcement-browser.css';

type Selection = { page: number; id: number | null };

/**
 * Announcements, 7 a page, with the chosen one's title and (server-sanitised) HTML beside the list.
 * With `hrefFor` every choice is a link (the /noticePage route, works without JavaScript); without
 * it the choice is local state (the modal).
 */
export function AnnouncementBrowser({
  notices,
  selectedId,
  page,
  hrefFor,
}: {
  notices: NoticeView[];
  selectedId?: number | null;
  page?: number;
  hrefFor?: (s: Selection) => string;
}) {
  const { t } = useTranslation();
  const initialIndex = Math.max(
    0,
    notices.findIndex((n) => n.id === selectedId),
  );
  const [local, setLocal] = useState<Selection>({ page: page ?? pageOf(initialIndex), id: notices[initialIndex]?.id ?? null });
  const current: Selection = hrefFor ? { page: page ?? pageOf(initialIndex), id: selectedId ?? notices[initialIndex]?.id ?? null } : local;
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const pageNo = Math.min(Math.max(1, current.page), totalPages);
  const shown = notices.slice((pageNo - 1) * NOTICES_PER_PAGE, pageNo * NOTICES_PER_PAGE);
  const selected = notices.find((n) => n.id === current.id) ?? shown[0] ?? null;

  if (!notices.length) return <p className={s.empty}>{t('notices.none')}</p>;

  const choose = (next: Selection, className: string, children: ReactNode, extra: Record<string, unknown> = {}) =>
    hrefFor ? (
      <Link to={hrefFor(next)} className={className} preventScrollReset replace {...extra}>
        {children}
      </Link>
    ) : (
      <button type="button" className={className} onClick={() => setLocal(next)} {...extra}>
        {children}
      </button>
    );
  const firstOf = (p: number) => notices[(p - 1) * NOTICES_PER_PAGE]?.id ?? null;

  return (
    <div className={s.root} data-testid="announcements">
      <div className={s.listCol}>
        <ul className={s.list} aria-label={t('notices.list')}>
          {shown.map((n) => (
            <li key={n.id}>
              {choose(
                { page: pageNo, id: n.id },
                s.item,
                <>
                  <span className={s.itemTitle}>{n.title}</span>
                  <time className={s.time}>{n.time}</time>
                </>,
                { 'aria-current': n.id === selected?.id },
              )}
            </li>
          ))}
        </ul>
        {totalPages > 1 ? (
          <nav className={s.pager} aria-label={t('notices.pages')}>
            {pageNo > 1 ? choose({ page: pageNo - 1, id: firstOf(pageNo - 1) }, s.pageButton, '‹', { 'aria-label': t('notices.previousPage') }) : null}
            {paginationItems(pageNo, totalPages).map((p, i) =>
              p === 'gap' ? (
                <span key={`gap-${i}`} className={s.gap}>
                  …
                </span>
              ) : (
                <span key={p}>
                  {choose({ page: p, id: firstOf(p) }, s.pageButton, String(p), {
                    'aria-current': p === pageNo ? 'page' : undefined,
                    'aria-label': t('notices.page', { n: p }),
                  })}
                </span>
              ),
            )}
            {pageNo < totalPages ? choose({ page: pageNo + 1, id: firstOf(pageNo + 1) }, s.pageButton, '›', { 'aria-label': t('notices.nextPage') }) : null}
          </nav>
        ) : null}
      </div>
      {selected ? (
        <article className={s.detail} aria-live="polite" data-testid="announcement-detail">
          <h3 className={s.detailTitle}>{selected.title}</h3>
          <time className={s.time}>{selected.time}</time>
          {/* Sanitised on the server (app/content/sanitize.server.ts) before it reached the page. */}
          <div className={s.content} dangerouslySetInnerHTML={{ __html: selected.html }} />
        </article>
      ) : null}
    </div>
  );
}
