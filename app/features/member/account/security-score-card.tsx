import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { Card } from '~/ui/centre/centre-page';
import * as s from './account-page.css';
import { scoreLevel } from './security-score';
import type { AccountData } from './use-account-result';

const RADIUS = 56;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score ring and the checklist, each missing item with a link to where it is fixed. */
export function SecurityScoreCard({ security }: { security: AccountData['security'] }) {
  const { t } = useTranslation();
  const level = scoreLevel(security.score);
  return (
    <Card
      title={
        <>
          <Icon name="shield" /> {t('account.score.title')}
        </>
      }
      testId="security-score"
    >
      <div className={s.scoreCard}>
        <div className={s.ring} role="img" aria-label={t('account.score.aria', { score: security.score, level: t(`account.score.level.${level}`) })}>
          <svg viewBox="0 0 132 132" width="132" height="132" aria-hidden="true">
            <circle cx="66" cy="66" r={RADIUS} fill="none" strokeWidth="12" className={s.ringTrack} />
            {security.score > 0 ? (
              <circle
                cx="66"
                cy="66"
                r={RADIUS}
                fill="none"
                strokeWidth="12"
                strokeLinecap="round"
                className={s.ringArc[level]}
                strokeDasharray={`${(security.score / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
                transform="rotate(-90 66 66)"
              />
            ) : null}
          </svg>
          <div className={s.ringValue}>
            <span className={s.ringNumber} data-testid="security-score-value">
              {security.score}
            </span>
            <span className={s.ringLabel}>{t(`account.score.level.${level}`)}</span>
          </div>
        </div>
        <ul className={s.checklist}>
          {security.items.map((item) => (
            <li key={item.key} className={s.checkItem} data-done={item.done}>
              <span className={item.done ? s.checkIcon.done : s.checkIcon.todo}>
                <Icon name={item.done ? 'check' : 'lock'} />
              </span>
              <span className={s.checkText}>{t(`account.score.items.${item.key}`)}</span>
              {item.done ? null : item.href.startsWith('#') ? (
                <a href={item.href} className={s.checkAction}>
                  {t('account.score.fix')}
                </a>
              ) : (
                <Link to={item.href} className={s.checkAction}>
                  {t('account.score.fix')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
