import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './download-section.css';
import { HomeIcon } from './home-icons';

/** The app download block the header's iOS and Android links scroll to (`#download`). */
export function DownloadSection({ brandName, logoUrl, appLinks }: { brandName: string; logoUrl: string; appLinks: { type: string; url: string }[] }) {
  const { t } = useTranslation();
  const ios = appLinks.find((l) => l.type === 'IOS');
  const android = appLinks.find((l) => l.type === 'ANDROID');
  return (
    <section id="download" className={s.root} aria-labelledby="download-title">
      <div>
        <h2 id="download-title" className={s.title}>
          {t('home.downloadTitle', { brand: brandName })}
        </h2>
        <p className={s.text}>{t('home.downloadText')}</p>
        <div className={s.actions}>
          {ios ? (
            <a href={ios.url} className={s.store} target="_blank" rel="noopener noreferrer">
              <span className={s.storeIcon}>
                <HomeIcon name="phone" />
              </span>
              {t('home.iosApp')}
            </a>
          ) : null}
          {android ? (
            <a href={android.url} className={s.store} target="_blank" rel="noopener noreferrer">
              <span className={s.storeIcon}>
                <HomeIcon name="android" />
              </span>
              {t('home.androidApp')}
            </a>
          ) : null}
          <Link to="/down" className={s.store}>
            <span className={s.storeIcon}>
              <HomeIcon name="guide" />
            </span>
            {t('home.installGuide')}
          </Link>
        </div>
      </div>
      <div className={s.phone} aria-hidden="true">
        <img src={logoUrl} alt="" className={s.phoneLogo} width={120} height={30} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
