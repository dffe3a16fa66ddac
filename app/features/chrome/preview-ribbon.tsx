import { useTranslation } from 'react-i18next';
import * as s from './preview-ribbon.css';

/** Support staff see at a glance that this is a staging preview, not the live site. */
export function PreviewRibbon({ brandName, indexUrl }: { brandName: string; indexUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className={s.ribbon} role="note">
      <strong>{t('staging.previewLabel')}</strong> {t('staging.previewOf', { brand: brandName })}
      <a className={s.link} href={indexUrl}>
        {t('staging.allBrands')}
      </a>
    </div>
  );
}
