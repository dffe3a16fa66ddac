import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Points } from './points-text';
import { usePointMall } from './use-point-mall';
import * as s from './point-mall.css';

/** The band above the tabs: the member's points and totals, or a log-in (guest) or real-account (trial) call. */
export function PointsHero() {
  const { t } = useTranslation();
  const data = usePointMall();
  const never = data.config && data.config.expiryDays === null;
  const expiry = data.config
    ? never
      ? t('pointMall.rules.noExpiry')
      : t('pointMall.rules.expiry', { days: data.config.expiryDays, count: data.config.expiryDays ?? 0 })
    : null;
  if (data.viewer !== 'member' || !data.balance) {
    return (
      <section className={s.hero} aria-labelledby="points-hero-title" data-testid="points-hero">
        <div className={s.heroHead}>
          <p className={s.heroLabel}>{t('routes.pointMall')}</p>
          <h2 id="points-hero-title" className={s.heroTitle}>
            {t(data.viewer === 'trial' ? 'pointMall.hero.trialTitle' : 'pointMall.hero.guestTitle')}
          </h2>
          {expiry ? <p className={s.heroNote}>{expiry}</p> : null}
        </div>
        <div className={s.heroActions}>
          <p className={s.heroNote}>
            {t(data.viewer === 'trial' ? 'pointMall.hero.trialText' : data.viewer === 'member' ? 'pointMall.hero.unavailable' : 'pointMall.hero.guestText')}
          </p>
          {data.viewer === 'guest' ? (
            <Link to={data.loginHref} className={s.heroButton}>
              {t('pointMall.hero.logIn')}
            </Link>
          ) : null}
          {data.viewer === 'trial' ? (
            <Link to="/register" className={s.heroButton}>
              {t('errors.trial.action')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }
  const b = data.balance;
  return (
    <section className={s.hero} aria-labelledby="points-hero-title" data-testid="points-hero">
      <div className={s.heroHead}>
        <p id="points-hero-title" className={s.heroLabel}>
          {t('pointMall.hero.balance')}
        </p>
        <p className={s.heroPoints} data-testid="points-balance">
          <Points value={b.points} />
          <span className={s.heroUnit}>{t('pointMall.unit')}</span>
        </p>
        {expiry ? <p className={s.heroNote}>{expiry}</p> : null}
      </div>
      <dl className={s.heroStats}>
        <div className={s.heroStat}>
          <dt>{t('pointMall.hero.earned')}</dt>
          <dd>
            <Points value={b.earnedPoints} />
          </dd>
        </div>
        <div className={s.heroStat}>
          <dt>{t('pointMall.hero.spent')}</dt>
          <dd>
            <Points value={b.spentPoints} />
          </dd>
        </div>
        <div className={s.heroStat}>
          <dt>{t('pointMall.hero.inProcess')}</dt>
          <dd>
            <Points value={b.inProcessPoints} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
