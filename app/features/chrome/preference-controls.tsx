import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PublicShell } from '~/request/shell';
import * as s from './preference-controls.css';

/** Plain forms: they work before JavaScript loads; the action sets a cookie and comes back here. */
export function ThemeToggle({ mode }: { mode: PublicShell['mode'] }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Form method="post" action="/resources/preferences" className={s.inline} preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}${hash}`} />
      <button type="submit" name="mode" value={next} className={s.iconButton} aria-label={t(next === 'dark' ? 'header.switchToDark' : 'header.switchToLight')} title={t(next === 'dark' ? 'header.switchToDark' : 'header.switchToLight')}>
        <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
      </button>
    </Form>
  );
}

export function LanguageSwitcher({ language, languages }: Pick<PublicShell, 'language' | 'languages'>) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.code === language);
  return (
    <details className={s.menu}>
      <summary className={s.summary} aria-label={t('header.language')}>
        <span className={s.flag} aria-hidden="true">{language}</span>
        <span className={s.currentName}>{current?.name}</span>
      </summary>
      {/* A full document load: every loader, the nav and the messages come back in the new language. */}
      <Form method="post" action="/resources/preferences" className={s.menuList} reloadDocument>
        <input type="hidden" name="redirectTo" value={`${pathname}${search}${hash}`} />
        {languages.map((l) => (
          <button key={l.code} type="submit" name="language" value={l.code} className={s.menuItem} aria-current={l.code === language ? 'true' : undefined} lang={l.htmlLang}>
            <span className={s.flag} aria-hidden="true">{l.code}</span> {l.name}
          </button>
        ))}
      </Form>
    </details>
  );
}
