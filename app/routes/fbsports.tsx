import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { sessionEndedRedirect } from '~/accounts/guards.server';
import { roleOf } from '~/accounts/profile';
import { LaunchFailurePanel } from '~/games/launch-failure';
import { findVendor, FB_SPORTS_VENDORS } from '~/games/launch-target';
import { isPrefetch, launchFbSports, launchPageHeaders } from '~/games/launch.server';
import * as s from '~/games/fbsports-page.css';
import { useFillViewport } from '~/games/sports-viewport';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform/errors';
import { getSignIn } from '~/session/session.server';
import { requireRouteEnabled } from '~/site/site.server';
import { button } from '~/styles/ui.css';
import { pageMeta } from '~/site/page-route';

const PATH = '/fbsports';

/**
 * `/fbsports`: the FB sportsbook under the site header, launched through its own call (decision 008).
 * A real account's token lets the book take bets; a guest (or a trial account) watches the odds in the
 * book's guest mode, with the site's way to log in (or register) above it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await requireRouteEnabled(context, request);
  const signIn = await getSignIn(request, site.brand.id);
  const isTrial = signIn ? roleOf(signIn.profile.type, site.brand).isTrial : false;
  const member = signIn && !isTrial ? signIn : null;
  const t = await getFixedT(site.language);
  const found = FB_SPORTS_VENDORS.map((code) => findVendor(site.catalogue.categories, code)).find(Boolean);
  const features = site.config.features;
  const shown = {
    viewer: member ? ('member' as const) : isTrial ? ('trial' as const) : ('guest' as const),
    title: found?.vendor.displayName ?? t('routes.fbsports'),
    brandName: site.brand.name,
    canRegister: Boolean(features.usernameRegistration || features.mobileRegistration),
  };
  if (isPrefetch(request)) return { ...shown, url: null, failure: null };
  let result;
  try {
    result = await launchFbSports(site, context, member?.token ?? null);
  } catch (error) {
    if (!member || !isPlatformError(error) || error.kind !== 'session') throw error;
    throw await sessionEndedRedirect(member.session, PATH);
  }
  return { ...shown, url: result.ok ? result.url : null, failure: result.ok ? null : result.failure };
}

export const headers = launchPageHeaders;

/** The floating rail would sit over the game's own controls at the frame's right edge. */
export const handle = { hideSideBar: true };

export const meta = pageMeta;

export default function FbSportsPage() {
  const data = useLoaderData<typeof loader>();
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
          <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4zM14 5v12" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
        </svg>
      </span>
      <div className={s.bannerText}>
        <h1 id="sports-guest-title" className={s.bannerTitle}>{trial ? t('games.fbsports.trialTitle') : t('games.fbsports.guestTitle')}</h1>
        <p className={s.bannerLead}>{trial ? t('games.fbsports.trialText') : t('games.fbsports.guestText')}</p>
      </div>
      <div className={s.bannerActions}>
        {trial ? (
          <Link to="/register" className={button.accent}>{t('games.fbsports.register')}</Link>
        ) : (
          <>
            <Link to={`/login?redirectTo=${encodeURIComponent(PATH)}`} className={button.accent} data-testid="sports-login">{t('games.fbsports.login')}</Link>
            {canRegister ? <Link to="/register" className={s.bannerGhost}>{t('games.fbsports.register')}</Link> : null}
          </>
        )}
      </div>
    </section>
  );
}
