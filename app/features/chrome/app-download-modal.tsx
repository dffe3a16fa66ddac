import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import type { PublicShell } from '~/request/shell';
import { Icon } from '~/ui/icons';
import { Modal } from '~/ui/modal';
import { APP_MODAL } from './app-modal-name';
import * as s from './side-bar.css';

/** `?modal=app`: both apps and the iOS home-screen steps; the /down page has the full guide. */
export default function AppDownloadModal({ appLinks, brandName }: { appLinks: PublicShell['appLinks']; brandName: string }) {
  const { t } = useTranslation();
  const ios = appLinks.find((l) => l.type === 'IOS')?.url;
  const android = appLinks.find((l) => l.type === 'ANDROID')?.url;
  return (
    <Modal name={APP_MODAL} title={t('app.title', { brand: brandName })} width={560} urlParam>
      <p className={s.intro}>{t('app.intro')}</p>
      <div className={s.apps}>
        <AppCard icon="apple" name={t('app.ios')} href={ios} />
        <AppCard icon="android" name={t('app.android')} href={android} />
      </div>
      <h3 className={s.stepsTitle}>{t('app.iosSteps.title')}</h3>
      <ol className={s.steps}>
        <li>{t('app.iosSteps.open')}</li>
        <li>{t('app.iosSteps.share')}</li>
        <li>{t('app.iosSteps.add')}</li>
        <li>{t('app.iosSteps.launch', { brand: brandName })}</li>
      </ol>
      <Link to="/down" className={s.fullGuide}>
        {t('app.fullGuide')}
      </Link>
    </Modal>
  );
}

function AppCard({ icon, name, href }: { icon: 'apple' | 'android'; name: string; href: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={s.appCard}>
      <span className={s.appIcon}>
        <Icon name={icon} size={28} />
      </span>
      <span className={s.appName}>{name}</span>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={s.appButton}>
          <Icon name="download" size={16} />
          {t('app.download')}
        </a>
      ) : (
        <span className={s.appSoon}>{t('app.soon')}</span>
      )}
    </div>
  );
}
