import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as u from '~/ui/centre/centre.css';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { DrawHistory } from './draw-history';
import { DrawResult } from './draw-result';
import { EventCard } from './event-card';
import { useLuckyDraw } from './use-lucky-draw';
import * as s from './lucky-draw.css';

/** The band above the events: what the page is, and a log-in (guest) or real-account (trial) call. */
function Hero() {
  const { t } = useTranslation();
  const data = useLuckyDraw();
  const total = data.events?.reduce((sum, e) => sum + (e.tickets ?? 0), 0) ?? 0;
  return (
    <section className={s.hero} aria-labelledby="lucky-hero-title">
      <div>
        <h2 id="lucky-hero-title" className={s.heroTitle}>
          {t(data.viewer === 'member' ? 'luckyDraw.hero.memberTitle' : data.viewer === 'trial' ? 'luckyDraw.hero.trialTitle' : 'luckyDraw.hero.guestTitle', {
            n: total,
            count: total,
          })}
        </h2>
        <p className={s.heroText}>{t(data.viewer === 'trial' ? 'luckyDraw.hero.trialText' : 'luckyDraw.hero.text')}</p>
      </div>
      {data.viewer === 'guest' ? (
        <Link to={data.loginHref} className={s.heroButton}>
          {t('luckyDraw.hero.logIn')}
        </Link>
      ) : null}
      {data.viewer === 'trial' ? (
        <Link to="/register" className={s.heroButton}>
          {t('errors.trial.action')}
        </Link>
      ) : null}
    </section>
  );
}

/** `/lucky-draw`: red envelopes, golden eggs and prize wheels, the result of a draw, and the player's draws. */
export function LuckyDrawPage() {
  const { t } = useTranslation();
  const data = useLuckyDraw();
  return (
    <PageFrame title={data.title}>
      <div className={s.layout}>
        <Hero />
        <DrawResult />
        {!data.events ? (
          <SectionUnavailable />
        ) : !data.events.length ? (
          <p className={u.empty}>{t('luckyDraw.none')}</p>
        ) : (
          <ul className={s.grid} aria-label={t('luckyDraw.eventsLabel')}>
            {data.events.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </ul>
        )}
        {data.viewer === 'member' ? <DrawHistory /> : null}
      </div>
    </PageFrame>
  );
}
