import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import * as s from './header-login.css';

/** The header's own login form (wide screens): posts to /login and comes back to this page. */
export function HeaderLogin() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/login" className={s.form} aria-label={t('header.login')}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <input type="hidden" name="type" value="username" />
      <label className="sr-only" htmlFor="header-username">
        {t('auth.username')}
      </label>
      <input id="header-username" name="username" className={s.input} placeholder={t('auth.username')} autoComplete="username" required maxLength={60} />
      <label className="sr-only" htmlFor="header-password">
        {t('auth.password')}
      </label>
      <input
        id="header-password"
        name="password"
        type="password"
        className={s.input}
        placeholder={t('auth.password')}
        autoComplete="current-password"
        required
        maxLength={100}
      />
      <button type="submit" name="intent" value="login" className={button.accent}>
        {t('header.login')}
      </button>
    </Form>
  );
}
