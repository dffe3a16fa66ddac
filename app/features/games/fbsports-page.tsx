import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import * as s from './fbsports-page.css';
import type { fbSportsLoader } from './fbsports.server';
import { FB_SPORTS_PATH } from './launch-target';
import { LaunchFailurePanel } from './launch-failure';
import { useFillViewport } from './sports-viewport';
import { loginHref } from '~/lib/login-href';

/** The FB sportsbook under the site header; guests and trial accounts watch the odds with the way to log in (or register) above it. */
export function FbSportsPage() {
  const data = useLoaderData<typeof fbSportsLoader>();
  const frame = useFillViewport<HTMLIFrameElement>();
  return (
    <main id="main" className={data.url ? s.main : s.mainFailed}>
      {data.url && data.viewer !== 'member' ? <GuestBanner trial={data.viewer === 'trial'} canRegister={data.canRegister} /> : null}
      {data.url ? (
        <iframe ref={frame} src={data.url} title={data.title} className={s.frame} allow="fullscreen" referrerPolicy="no-referrer" data-testid="sports-frame" />
      ) : data.failure ? (
        <LaunchFailurePanel failure={data.failure} backHref="/sports" />
      ) : null}
    </main>
  );
}

/** Above a guest's book: why the bet buttons say "log in", and the way to do it (back here afterwards). */
function GuestBanner({ trial, canRegister }: { trial: boolean; canRegister: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={s.banner} aria-labelledby="sports-guest-title" data-testid="sports-guest-banner">
      <span className={s.bannerIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width={22} height={22} focusable="false">
          <path
            d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4zM14 5v12"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <div className={s.bannerText}>
        <h1 id="sports-guest-title" className={s.bannerTitle}>
          {trial ? t('games.fbsports.trialTitle') : t('games.fbsports.guestTitle')}
        </h1>
        <p className={s.bannerLead}>{trial ? t('games.fbsports.trialText') : t('games.fbsports.guestText')}</p>
      </div>
      <div className={s.bannerActions}>
        {trial ? (
          <Link to="/register" className={button.accent}>
            {t('games.fbsports.register')}
          </Link>
        ) : (
          <>
            <Link to={loginHref(FB_SPORTS_PATH)} className={button.accent} data-testid="sports-login">
              {t('games.fbsports.login')}
            </Link>
            {canRegister ? (
              <Link to="/register" className={button.outline}>
                {t('games.fbsports.register')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
