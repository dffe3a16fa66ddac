import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { PageFrame } from '~/ui/page-frame';
import { button } from '~/ui/styles.css';
import type { AppPlatform, downloadPageLoader } from './download-page.server';
import * as s from './download-page.css';
import { GuideIllustration, type GuideScene } from './guide-illustrations';

const PLATFORM_ICON: Record<AppPlatform, string> = {
  ios: 'M16.5 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8A4.5 4.5 0 0 0 4.8 9.6c-1.6 2.8-.4 6.9 1.1 9.2.8 1.1 1.7 2.3 2.8 2.3 1.1-.1 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.7-2.2a9.3 9.3 0 0 0 1.2-2.5 3.9 3.9 0 0 1-2.1-3.8zM14.3 5.6A3.9 3.9 0 0 0 15.2 3a4 4 0 0 0-2.6 1.3 3.7 3.7 0 0 0-.9 2.6 3.3 3.3 0 0 0 2.6-1.3z',
  android: 'M7 9h10v8a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zm-3 0v6m16-6v6M7.5 8a4.5 4.5 0 0 1 9 0zM9 21v-3m6 3v-3',
};

function PlatformIcon({ platform }: { platform: AppPlatform }) {
  const filled = platform === 'ios';
  return (
    <span className={s.platformIcon}>
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
        <path
          d={PLATFORM_ICON[platform]}
          fill={filled ? 'currentColor' : 'none'}
          stroke={filled ? 'none' : 'currentColor'}
          strokeWidth={1.9}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

function Steps({ steps, iconUrl }: { steps: { scene: GuideScene; text: string }[]; iconUrl: string }) {
  return (
    <ol className={s.steps}>
      {steps.map((step) => (
        <li key={step.scene} className={s.step}>
          <GuideIllustration scene={step.scene} iconUrl={iconUrl} />
          <span className={s.stepCaption}>{step.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** `/down`: the brand's apps with QR codes, the iOS profile-trust guide and the lite-app (home screen) guide. */
export function DownloadPage() {
  const { title, banners, brandName, iconUrl, siteHost, apps } = useLoaderData<typeof downloadPageLoader>();
  const { t } = useTranslation();
  const platforms: AppPlatform[] = ['ios', 'android'];
  return (
    <PageFrame title={title} hero={banners.length ? <BannerCarousel banners={banners} label={t('home.bannersLabel')} /> : null}>
      <div className={s.page} data-testid="download-page">
        <section className={s.intro} aria-labelledby="download-intro">
          <img src={iconUrl} alt="" className={s.introIcon} width={88} height={88} />
          <div>
            <h2 id="download-intro" className={s.introTitle}>
              {t('download.introTitle', { brand: brandName })}
            </h2>
            <p className={s.introText}>{t('download.introText')}</p>
            <ul className={s.perks}>
              <li className={s.perk}>{t('download.perkLogin')}</li>
              <li className={s.perk}>{t('download.perkDeposit')}</li>
              <li className={s.perk}>{t('download.perkAlerts')}</li>
            </ul>
          </div>
        </section>

        <div className={s.apps}>
          {platforms.map((platform) => {
            const app = apps[platform];
            return (
              <section key={platform} className={s.appCard} aria-labelledby={`app-${platform}`} data-testid={`app-${platform}`}>
                <div>
                  <h2 id={`app-${platform}`} className={s.appHead}>
                    <PlatformIcon platform={platform} />
                    {t(`download.${platform}.title`)}
                  </h2>
                  <p className={s.appText}>{t(app ? `download.${platform}.text` : `download.${platform}.missing`)}</p>
                  <div className={s.appActions}>
                    {app ? (
                      <a href={app.url} className={button.primary} target="_blank" rel="noopener noreferrer">
                        {t(`download.${platform}.action`)}
                      </a>
                    ) : (
                      <a href="#lite-app" className={button.primary}>
                        {t('download.useLiteApp')}
                      </a>
                    )}
                    {platform === 'ios' && app ? (
                      <a href="#ios-guide" className={button.outline}>
                        {t('download.ios.guideLink')}
                      </a>
                    ) : null}
                  </div>
                </div>
                {app ? (
                  <figure className={s.qr}>
                    <img
                      src={app.qr}
                      alt={t(`download.${platform}.qrAlt`, { brand: brandName })}
                      className={s.qrImage}
                      width={150}
                      height={150}
                      data-testid="app-qr"
                    />
                    <figcaption className={s.qrCaption}>{t('download.scan')}</figcaption>
                  </figure>
                ) : null}
              </section>
            );
          })}
        </div>

        <section id="ios-guide" className={s.guide} aria-labelledby="ios-guide-title">
          <h2 id="ios-guide-title" className={s.guideTitle}>
            {t('download.iosGuide.title')}
          </h2>
          <p className={s.guideLead}>{t('download.iosGuide.lead')}</p>
          <Steps
            iconUrl={iconUrl}
            steps={[
              { scene: 'ios-download', text: t('download.iosGuide.step1') },
              { scene: 'ios-settings', text: t('download.iosGuide.step2') },
              { scene: 'ios-device-management', text: t('download.iosGuide.step3') },
              { scene: 'ios-trust', text: t('download.iosGuide.step4', { brand: brandName }) },
            ]}
          />
          <p className={s.note}>{t('download.iosGuide.note')}</p>
        </section>

        <section id="lite-app" className={s.guide} aria-labelledby="lite-app-title">
          <h2 id="lite-app-title" className={s.guideTitle}>
            {t('download.lite.title', { brand: brandName })}
          </h2>
          <p className={s.guideLead}>{t('download.lite.lead', { brand: brandName, host: siteHost })}</p>
          <div className={s.guideColumns}>
            <div>
              <h3 className={s.guideSubtitle}>
                <PlatformIcon platform="ios" />
                {t('download.lite.iosTitle')}
              </h3>
              <Steps
                iconUrl={iconUrl}
                steps={[
                  { scene: 'safari-share', text: t('download.lite.iosStep1', { host: siteHost }) },
                  { scene: 'safari-add', text: t('download.lite.iosStep2') },
                  { scene: 'safari-confirm', text: t('download.lite.iosStep3') },
                  { scene: 'home-screen', text: t('download.lite.done', { brand: brandName }) },
                ]}
              />
            </div>
            <div>
              <h3 className={s.guideSubtitle}>
                <PlatformIcon platform="android" />
                {t('download.lite.androidTitle')}
              </h3>
              <Steps
                iconUrl={iconUrl}
                steps={[
                  { scene: 'chrome-menu', text: t('download.lite.androidStep1', { host: siteHost }) },
                  { scene: 'chrome-add', text: t('download.lite.androidStep2') },
                  { scene: 'chrome-confirm', text: t('download.lite.androidStep3') },
                  { scene: 'home-screen', text: t('download.lite.done', { brand: brandName }) },
                ]}
              />
            </div>
          </div>
        </section>
      </div>
    </PageFrame>
  );
}
