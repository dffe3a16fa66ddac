import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AnnouncementsModal } from '~/components/home/announcements-modal';
import { BannerCarousel } from '~/components/home/banner-carousel';
import { DownloadSection } from '~/components/home/download-section';
import { GameGrid } from '~/components/home/game-grid';
import { HomeIcon } from '~/components/home/home-icons';
import { JackpotCounter } from '~/components/home/jackpot-counter';
import { NoticeBar } from '~/components/home/notice-bar';
import { PopupAnnouncements } from '~/components/home/popup-announcements';
import { WinnersTicker } from '~/components/home/winners-ticker';
import * as s from '~/components/home/home-page.css';
import { getMemberPopups, getPublicContent } from '~/content/home-content.server';
import { getFixedT } from '~/i18n/i18n.server';
import type { RootData } from '~/root';
import { getSignIn } from '~/session/session.server';
import { requireRouteEnabled } from '~/site/site.server';

const DEFAULT_GAME_ICON = '/game-default.svg';
const HOT_SHOWN = 12;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await requireRouteEnabled(context, request);
  const signIn = await getSignIn(request, site.brand.id);
  // Guests share one cached copy; a player's own popups are the only per-player call.
  const [content, memberPopups, t] = await Promise.all([
    getPublicContent(site, context),
    signIn ? getMemberPopups(site, context, signIn.token, signIn.session.get('firstLogin') ?? false) : Promise.resolve([]),
    getFixedT(site.language),
  ]);
  return {
    title: t('routes.index'),
    brandName: site.brand.name,
    language: site.language,
    signedIn: Boolean(signIn),
    banners: content.banners.w_home ?? [],
    notices: content.notices,
    popups: signIn ? memberPopups : content.guestPopups,
    winners: content.winners,
    jackpot: content.jackpot,
    popular: content.popular,
    hot: content.hot.slice(0, HOT_SHOWN),
    renderedAt: Date.now(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.brandName} | ${data.title}` }] : []);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { t } = useTranslation();
  const brand = root?.shell.brand;
  return (
    <main id="main" className={s.main}>
      <h1 className={s.srOnly}>{data.brandName}</h1>
      <BannerCarousel banners={data.banners} label={t('home.bannersLabel')} />
      <NoticeBar notices={data.notices} />
      <div className={s.split}>
        <div className={s.stack}>
          {data.jackpot ? <JackpotCounter jackpot={data.jackpot} renderedAt={data.renderedAt} language={data.language} /> : null}
          {data.hot.length ? (
            <section className={s.section} aria-labelledby="hot-title">
              <div className={s.sectionHead}>
                <h2 id="hot-title" className={s.sectionTitle}><HomeIcon name="flame" />{t('home.hotGames')}</h2>
                <Link to="/rng?type=hot" className={s.sectionLink}>{t('home.seeAll')}</Link>
              </div>
              <GameGrid games={data.hot} defaultIcon={DEFAULT_GAME_ICON} testId="hot-games" />
            </section>
          ) : null}
        </div>
        <WinnersTicker winners={data.winners} language={data.language} defaultIcon={DEFAULT_GAME_ICON} />
      </div>
      {data.popular.length ? (
        <section className={s.section} aria-labelledby="popular-title">
          <div className={s.sectionHead}>
            <h2 id="popular-title" className={s.sectionTitle}><HomeIcon name="star" />{t('home.popularGames')}</h2>
          </div>
          <GameGrid games={data.popular} defaultIcon={DEFAULT_GAME_ICON} testId="popular-games" />
        </section>
      ) : null}
      {brand ? <DownloadSection brandName={brand.name} logoUrl={brand.logoUrl} appLinks={root?.shell.appLinks ?? []} /> : null}
      <AnnouncementsModal notices={data.notices} />
      <PopupAnnouncements popups={data.popups} signedIn={data.signedIn} />
    </main>
  );
}
