import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { usePlatformOffers } from '~/request/root-data';
import * as u from '~/ui/centre/centre.css';
import { PageFrame } from '~/ui/page-frame';
import { paginationItems } from '~/ui/pagination';
import { SectionUnavailable } from '~/ui/section-unavailable';
import * as s from './boards.css';
import { WinTable } from './win-table';
import type { winnersLoader } from './winners-page.server';

/** `/winners`: every recent big win, newest first, paged with plain links (no script needed). */
export function WinnersPage() {
  const { title, feed } = useLoaderData<typeof winnersLoader>();
  const { t } = useTranslation();
  const offers = usePlatformOffers();
  return (
    <PageFrame title={title}>
      {!feed ? (
        <SectionUnavailable testId="winners-unavailable" />
      ) : (
        <div className={s.stack}>
          <div className={s.periodBar}>
            <p className={u.muted}>{t('rankings.winnersLead')}</p>
            {offers('bigWins') ? (
              <Link to="/leaderboard" className={s.tab}>
                {t('rankings.leaderboardTitle')}
              </Link>
            ) : null}
          </div>
          {feed.rows.length ? (
            <WinTable rows={feed.rows} money={feed.money} ranked={false} caption={title} testId="winners-table" />
          ) : (
            <p className={u.empty}>{t('rankings.noWins')}</p>
          )}
          {feed.totalPages > 1 ? (
            <nav className={u.pager} aria-label={t('rankings.pages')}>
              {paginationItems(feed.pageNo, feed.totalPages).map((p, i) =>
                p === 'gap' ? (
                  <span key={`gap-${i}`} aria-hidden="true">
                    …
                  </span>
                ) : (
                  <Link
                    key={p}
                    to={`?page=${p}`}
                    className={s.tab}
                    aria-current={p === feed.pageNo ? 'page' : undefined}
                    aria-label={t('rankings.page', { page: p })}
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
