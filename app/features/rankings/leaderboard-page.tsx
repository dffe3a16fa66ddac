import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as u from '~/ui/centre/centre.css';
import { Icon } from '~/ui/icons';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import * as s from './boards.css';
import type { leaderboardLoader } from './leaderboard-page.server';
import { WinTable } from './win-table';

/** `/leaderboard`: the month's biggest single wins; game-type tabs are plain links. */
export function LeaderboardPage() {
  const { title, board, game, games } = useLoaderData<typeof leaderboardLoader>();
  const { t } = useTranslation();
  return (
    <PageFrame title={title}>
      <div className={s.stack}>
        <nav className={s.tabs} aria-label={t('rankings.gameTypes')}>
          {games.map((g) => (
            <Link
              key={g}
              to={g === 'ALL' ? '/leaderboard' : `/leaderboard?game=${g}`}
              className={s.tab}
              aria-current={g === game ? 'page' : undefined}
              preventScrollReset
            >
              {t(`rankings.games.${g}`)}
            </Link>
          ))}
        </nav>
        {!board ? (
          <SectionUnavailable testId="leaderboard-unavailable" />
        ) : (
          <>
            <div className={s.periodBar}>
              <span className={s.periodChip} data-testid="leaderboard-period">
                <Icon name="clock" size={16} />
                {t('rankings.period', { month: board.period.month, range: board.period.range })}
              </span>
              <span className={u.muted}>{t('rankings.leaderboardLead')}</span>
            </div>
            {board.rows.length ? (
              <WinTable rows={board.rows} money={board.money} ranked caption={title} testId="leaderboard-table" />
            ) : (
              <p className={u.empty}>{t('rankings.noWins')}</p>
            )}
            <div className={s.links}>
              <Link to="/winners" className={s.tab}>
                {t('rankings.winnersTitle')}
              </Link>
            </div>
          </>
        )}
      </div>
    </PageFrame>
  );
}
