import { useTranslation } from 'react-i18next';
import type { PublicShell } from '~/site/shell';
import * as s from './site-footer.css';

export function SiteFooter({ shell }: { shell: PublicShell }) {
  const { t } = useTranslation();
  const brand = shell.brand!;
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <img src={brand.logoUrl} alt="" className={s.logo} width={160} height={38} />
        {brand.description ? <p className={s.description}>{brand.description}</p> : null}
        {shell.socials.length ? (
          <ul className={s.socials} aria-label={t('footer.followUs')}>
            {shell.socials.map((social) => (
              <li key={social.type}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" className={s.social}>{t(`footer.social.${social.type}`)}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={s.copyright}>
          <span className={s.age} aria-label={t('footer.adultsOnly')}>18+</span>
          {t('footer.copyright', { brand: brand.name, year: 2023 })}
        </p>
      </div>
    </footer>
  );
}
