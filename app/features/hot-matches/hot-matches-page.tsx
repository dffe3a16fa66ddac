import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as u from '~/ui/centre/centre.css';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { HotMatchCards } from './hot-match-cards';
import * as s from './hot-matches-page.css';
import type { hotMatchesLoader } from './hot-matches-page.server';

/** `/hot-matches`: every card links to the sportsbook; times are the brand's. */
export function HotMatchesPage() {
  const { title, matches, timeZone } = useLoaderData<typeof hotMatchesLoader>();
  const { t } = useTranslation();
  return (
    <PageFrame title={title}>
      <div className={s.stack}>
        <div className={s.bar}>
          <p className={u.muted}>{t('hotMatches.lead', { zone: timeZone })}</p>
          <Link to="/fbsports" className={s.button}>
            {t('hotMatches.openSportsbook')}
          </Link>
        </div>
        {matches === null ? (
          <SectionUnavailable testId="hot-matches-unavailable" />
        ) : matches.length ? (
          <HotMatchCards matches={matches} testId="hot-matches-list" />
        ) : (
          <p className={u.empty}>{t('hotMatches.none')}</p>
        )}
      </div>
    </PageFrame>
  );
}
