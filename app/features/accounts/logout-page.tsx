import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import { AuthCard } from './auth-card';
import * as s from './auth-card.css';
import type { logoutLoader } from './logout.server';
import * as r from './register.css';

export function LogoutPage() {
  const { title } = useLoaderData<typeof logoutLoader>();
  const { t } = useTranslation();
  return (
    <AuthCard title={title} subtitle={t('auth.logoutConfirm')}>
      <Form method="post" action="/logout" className={s.form}>
        <label className={r.check}>
          <input type="checkbox" name="everywhere" /> {t('auth.logoutEverywhere')}
        </label>
        <button type="submit" className={`${button.primary} ${s.submit}`}>
          {t('auth.confirm')}
        </button>
        <Link to="/index" className={`${button.ghost} ${s.submit}`}>
          {t('auth.cancel')}
        </Link>
      </Form>
    </AuthCard>
  );
}
