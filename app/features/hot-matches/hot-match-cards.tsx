import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './hot-matches.css';
import type { HotMatchView } from './hot-matches.server';

function SportIcon({ sport }: { sport: HotMatchView['sport'] }) {
  const path =
    sport === 'basketball'
      ? 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3 2.4 3 10.4 0 12.8M18.4 5.6c-3 2.4-3 10.4 0 12.8'
      : sport === 'tennis'
        ? 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5 6c3.5 3 3.5 9 0 12M19 6c-3.5 3-3.5 9 0 12'
        : 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 8V3.5M15.5 10.5l4.8-1.2M14.2 14.5l2.6 4M9.8 14.5l-2.6 4M8.5 10.5l-4.8-1.2';
  return (
    <svg className={s.sportIcon} viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
    </svg>
  );
}

/** The matches as cards; each card links to the sportsbook, where the bet is placed at the book's own price. */
export function HotMatchCards({ matches, testId }: { matches: HotMatchView[]; testId: string }) {
  const { t } = useTranslation();
  const pickLabel = (pick: '1' | 'X' | '2') => t(pick === '1' ? 'hotMatches.home' : pick === 'X' ? 'hotMatches.draw' : 'hotMatches.away');
  return (
    <ul className={s.grid} data-testid={testId}>
      {matches.map((m) => (
        <li key={m.id}>
          <Link to={m.href} className={s.card} data-testid="hot-match" data-match-id={m.id}>
            <span className={s.meta}>
              <SportIcon sport={m.sport} />
              <span className={s.srOnly}>{t(`hotMatches.sports.${m.sport}`)}</span>
              <span className={s.league}>{m.league}</span>
              {m.featured ? <span className={s.featured}>{t('hotMatches.featured')}</span> : null}
            </span>
            <span className={s.teams}>
              <span className={s.team}>{m.home}</span>
              <span className={s.versus} aria-hidden="true">
                VS
              </span>
              <span className={`${s.team} ${s.away}`}>
                <span className={s.srOnly}>{t('hotMatches.versus')} </span>
                {m.away}
              </span>
            </span>
            <span className={s.kickoff}>
              <span>{t('hotMatches.kickoff')}</span>
              <time dateTime={m.kickoff.iso}>
                {m.kickoff.day} · <span className={s.kickoffTime}>{m.kickoff.time}</span>
              </time>
            </span>
            <span className={s.odds}>
              {m.odds.map((o) => (
                <span key={o.pick} className={s.odd}>
                  <span className={s.oddPick}>{pickLabel(o.pick)}</span>
                  <span className={s.oddPrice}>{o.price}</span>
                </span>
              ))}
            </span>
            <span className={s.cta}>
              {t('hotMatches.betNow')}{' '}
              <span data-arrow aria-hidden="true">
                →
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
