import { Link, NavLink } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PublicShell } from '~/site/shell';
import type { Viewer } from '~/root';
import { LanguageSwitcher, ThemeToggle } from './preference-controls';
import { UserMenu } from './user-menu';
import { HeaderClock } from './header-clock';
import { HeaderLogin } from './header-login';
import { button } from '~/styles/ui.css';
import * as s from './site-header.css';

export function SiteHeader({ shell, viewer }: { shell: PublicShell; viewer: Viewer | null }) {
  const { t } = useTranslation();
  const brand = shell.brand!;
  return (
    <header className={s.header}>
      <div className={s.topBar}>
        <Link to="/index" className={s.logoLink} aria-label={t('header.home', { brand: brand.name })}>
          <img src={brand.logoUrl} alt={brand.name} className={s.logo} width={200} height={48} />
        </Link>
        <div className={s.tools}>
          <HeaderClock />
          <ThemeToggle mode={shell.mode} />
          <LanguageSwitcher language={shell.language} languages={shell.languages} />
          {viewer ? (
            <UserMenu viewer={viewer} language={shell.language} />
          ) : (
            <>
              <HeaderLogin />
              <Link to="/login" className={`${button.ghost} ${s.compact} ${s.phoneOnly}`}>{t('header.login')}</Link>
              {shell.features?.directRegistration ? (
                <Link to="/register" className={`${button.primary} ${s.compact}`}>{t('header.register')}</Link>
              ) : null}
            </>
          )}
        </div>
      </div>
      <nav className={s.nav} aria-label={t('header.mainNav')}>
        <ul className={s.navList}>
          <li><NavLink to="/index" className={s.navLink}>{t('nav.home')}</NavLink></li>
          {shell.categories.map((category) => (
            <li key={category.key}>
              <NavLink to={category.path} className={s.navLink}>{t(`nav.${category.key}`)}</NavLink>
            </li>
          ))}
          <li><NavLink to="/down" className={s.navLink}>{t('nav.download')}</NavLink></li>
          {shell.features?.promotions ? <li><NavLink to="/promotions" className={s.navLink}>{t('nav.promotions')}</NavLink></li> : null}
        </ul>
      </nav>
    </header>
  );
}
