import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import type { staffSignInAction, staffSignInLoader } from './staff-sign-in.server';
import { STAFF_SIGN_IN_LIMITS } from './staff-sign-in-limits';
import * as s from './staff-pages.css';

/** Support staff's sign-in to staging: name, password and, for accounts that have one, the authenticator code. */
export function StaffSignInPage() {
  const { to } = useLoaderData<typeof staffSignInLoader>();
  const result = useActionData<typeof staffSignInAction>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const error = result && !result.ok ? t(result.errors.form ?? 'staff.errors.credentials') : null;
  return (
    <main className={s.signInPage}>
      <Form method="post" className={s.card} aria-labelledby="staff-sign-in-title">
        <h1 id="staff-sign-in-title" className={s.title}>
          {t('staff.signInTitle')}
        </h1>
        <p className={s.lead}>{t('staff.signInLead')}</p>
        {error ? (
          <p className={s.formError} role="alert">
            {error}
          </p>
        ) : null}
        <input type="hidden" name="to" value={to} />
        <Field
          name="name"
          label={t('staff.name')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={STAFF_SIGN_IN_LIMITS.name}
          defaultValue={result && !result.ok ? result.values?.name : undefined}
        />
        <Field name="password" type="password" label={t('staff.password')} autoComplete="current-password" required maxLength={STAFF_SIGN_IN_LIMITS.password} />
        <Field
          name="code"
          label={t('staff.code')}
          hint={t('staff.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={STAFF_SIGN_IN_LIMITS.code}
        />
        <button type="submit" className={button.primary} disabled={navigation.state === 'submitting'}>
          {t('staff.signIn')}
        </button>
      </Form>
    </main>
  );
}
