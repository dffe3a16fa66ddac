import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import type { PublicShell } from '~/request/shell';
import { Icon } from '~/ui/icons';
import { visuallyHidden } from '~/ui/styles.css';
import { useDetailsDismiss } from '~/ui/use-details-dismiss';
import * as s from './preference-controls.css';

/** Plain forms: they work before JavaScript loads; the action sets a cookie and comes back here. */
export function ThemeToggle({ mode }: { mode: PublicShell['mode'] }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Form method="post" action="/resources/preferences" className={s.inline} preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}${hash}`} />
      <button
        type="submit"
        name="mode"
        value={next}
        className={s.iconButton}
        aria-label={t(next === 'dark' ? 'header.switchToDark' : 'header.switchToLight')}
        title={t(next === 'dark' ? 'header.switchToDark' : 'header.switchToLight')}
      >
        <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
      </button>
    </Form>
  );
}

/**
 * A language's flag: a small local picture; the language's name is always written beside it or for screen readers.
 * `lazy` for the menu's flags: a closed menu is not drawn, so the browser fetches them when it opens rather than
 * with every page (a request and a picture document each, on every page a player opens).
 */
function LanguageFlag({ code, className, lazy }: { code: string; className?: string; lazy?: boolean }) {
  return <img src={`/flags/${code.toLowerCase()}.svg`} alt="" width={21} height={14} className={className ?? s.flag} loading={lazy ? 'lazy' : undefined} />;
}

/**
 * Wide screens: the flag and the current language's name form one button that moves to the next offered
 * language, beside a menu of all of them. Phones: only the menu, opened by the flag. Both are forms, so they
 * work before JavaScript loads; each choice is a full document load, so every loader, the nav and the
 * messages come back in the new language.
 */
export function LanguageSwitcher({ language, languages }: Pick<PublicShell, 'language' | 'languages'>) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const menu = useDetailsDismiss();
  if (languages.length < 2) return null;
  const at = Math.max(
    0,
    languages.findIndex((l) => l.code === language),
  );
  const current = languages[at]!;
  const next = languages[(at + 1) % languages.length]!;
  const redirectTo = <input type="hidden" name="redirectTo" value={`${pathname}${search}${hash}`} />;
  return (
    <div className={s.switcher} data-testid="language-switcher">
      <Form method="post" action="/resources/preferences" className={s.cycleForm} reloadDocument>
        {redirectTo}
        <button
          type="submit"
          name="language"
          value={next.code}
          className={s.cycle}
          title={`${t('header.languageSwitch.next')} ${next.name}`}
          data-testid="language-cycle"
        >
          <LanguageFlag code={current.code} />
          <span lang={current.htmlLang}>{current.name}</span>
          <span className={visuallyHidden}>
            {`, ${t('header.languageSwitch.next')} `}
            <span lang={next.htmlLang}>{next.name}</span>
          </span>
        </button>
      </Form>
      <details className={s.menu} ref={menu}>
        {/* It shows no text (a flag, a chevron), so a label may name it. */}
        <summary
          className={s.summary}
          aria-label={`${t('header.language')}: ${current.name}`}
          title={t('header.languageSwitch.all')}
          data-testid="language-menu"
        >
          <LanguageFlag code={current.code} className={s.summaryFlag} />
          <Icon name="chevronDown" size={14} />
        </summary>
        <Form method="post" action="/resources/preferences" className={s.menuList} reloadDocument>
          {redirectTo}
          {languages.map((l) => (
            <button
              key={l.code}
              type="submit"
              name="language"
              value={l.code}
              className={s.menuItem}
              aria-current={l.code === language ? 'true' : undefined}
              lang={l.htmlLang}
            >
              <LanguageFlag code={l.code} lazy /> {l.name}
            </button>
          ))}
        </Form>
      </details>
    </div>
  );
}
