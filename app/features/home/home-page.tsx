import { Link, useLoaderData } from '@remix-run/react';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { GameGrid } from '~/features/games/game-grid';
import { HotMatchCards } from '~/features/hot-matches/hot-match-cards';
import { useShell } from '~/request/root-data';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { useModalOnDemand } from '~/ui/modal/modal-context';
import type { NoticeView } from '~/features/content/views';
import { DownloadSection } from './download-section';
import { HomeIcon } from './home-icons';
import * as s from './home-page.css';
import type { homeLoader } from './home.server';
import { JackpotCounter } from './jackpot-counter';
import { ANNOUNCEMENTS_MODAL, NoticeBar } from './notice-bar';
import { PopupAnnouncements } from './popup-announcements';
import { WinnersTicker } from './winners-ticker';

const DEFAULT_GAME_ICON = '/game-default.svg';

/** The notice bar's modal: its code arrives with the first notice opened. */
const AnnouncementsModal = lazyWithMessages('announcements-modal', [], () => import('./announcements-modal'));

function AnnouncementsOnDemand({ notices }: { notices: NoticeView[] }) {
  if (!useModalOnDemand(ANNOUNCEMENTS_MODAL)) return null;
  return <AnnouncementsModal notices={notices} />;
}

/** The home page: banners, notices, jackpot, hot games, winners, popular games, the apps, and the popups. */
export function HomePage() {
  const data = useLoaderData<typeof homeLoader>();
  const shell = useShell();
  const { t } = useTranslation();
  const brand = shell?.brand;
  const missing = (section: (typeof data.unavailable)[number]) => data.unavailable.includes(section);
  return (
    <main id="main" className={s.main}>
      <h1 className={s.srOnly}>{data.brandName}</h1>
      <BannerCarousel banners={data.banners} label={t('home.bannersLabel')} />
      {missing('announcements') ? <SectionUnavailable testId="notices-unavailable" /> : <NoticeBar notices={data.notices} />}
      <div className={s.split}>
        <div className={s.stack}>
          {data.jackpot ? (
            <JackpotCounter jackpot={data.jackpot} renderedAt={data.renderedAt} language={data.language} shape={data.amountShape} />
          ) : missing('jackpot') ? (
            <SectionUnavailable testId="jackpot-unavailable" />
          ) : null}
          {data.hot.length || missing('hot') ? (
            <section className={s.section} aria-labelledby="hot-title">
              <div className={s.sectionHead}>
                <h2 id="hot-title" className={s.sectionTitle}>
                  <HomeIcon name="flame" />
                  {t('home.hotGames')}
                </h2>
                <Link to="/rng?type=hot" className={s.sectionLink}>
                  {t('home.seeAll')}
                </Link>
              </div>
              {missing('hot') ? (
                <SectionUnavailable testId="hot-unavailable" />
              ) : (
                <GameGrid games={data.hot} defaultIcon={DEFAULT_GAME_ICON} testId="hot-games" />
              )}
            </section>
          ) : null}
        </div>
        <WinnersTicker
          winners={data.winners}
          unavailable={missing('winners')}
          language={data.language}
          currency={data.jackpot?.currency ?? ''}
          shape={data.amountShape}
          defaultIcon={DEFAULT_GAME_ICON}
        />
      </div>
      {shell?.links.luckyDraw ? (
        <section className={s.section} aria-labelledby="lucky-title">
          <div className={s.sectionHead}>
            <h2 id="lucky-title" className={s.sectionTitle}>
              <HomeIcon name="star" />
              {t('home.luckyDraw.title')}
            </h2>
            <Link to="/lucky-draw" className={s.sectionLink} data-testid="home-lucky-draw">
              {t('home.luckyDraw.link')}
            </Link>
          </div>
          <p>{t('home.luckyDraw.text')}</p>
        </section>
      ) : null}
      {data.popular.length || missing('popular') ? (
        <section className={s.section} aria-labelledby="popular-title">
          <div className={s.sectionHead}>
            <h2 id="popular-title" className={s.sectionTitle}>
              <HomeIcon name="star" />
              {t('home.popularGames')}
            </h2>
          </div>
          {missing('popular') ? (
            <SectionUnavailable testId="popular-unavailable" />
          ) : (
            <GameGrid games={data.popular} defaultIcon={DEFAULT_GAME_ICON} testId="popular-games" />
          )}
        </section>
      ) : null}
      {data.hotMatches !== undefined && (data.hotMatches === null || data.hotMatches.length) ? (
        <section className={s.section} aria-labelledby="hot-matches-title">
          <div className={s.sectionHead}>
            <h2 id="hot-matches-title" className={s.sectionTitle}>
              <HomeIcon name="flame" />
              {t('hotMatches.title')}
            </h2>
            <Link to="/hot-matches" className={s.sectionLink}>
              {t('home.seeAll')}
            </Link>
          </div>
          {data.hotMatches === null ? (
            <SectionUnavailable testId="hot-matches-unavailable" />
          ) : (
            <HotMatchCards matches={data.hotMatches} testId="home-hot-matches" />
          )}
        </section>
      ) : null}
      {brand ? <DownloadSection brandName={brand.name} logoUrl={brand.logoUrl} appLinks={shell?.appLinks ?? []} /> : null}
      <AnnouncementsOnDemand notices={data.notices} />
      <PopupAnnouncements guestPopups={data.popups} />
    </main>
  );
}
