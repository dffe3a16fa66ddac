import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import { AuthCard } from './auth-card';
import * as s from './auth-card.css';
import type { changePasswordAction, changePasswordLoader, PasswordErrors } from './change-password.server';

export function ChangePasswordPage() {
  const { title, forced, min, max, returnTo } = useLoaderData<typeof changePasswordLoader>();
  const result = useActionData<typeof changePasswordAction>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const errors: PasswordErrors = result?.errors ?? {};
  const params = (result && 'params' in result ? result.params : null) ?? {};
  const message = (key?: string) => (key ? t(key, { min, max, ...params }) : null);
  return (
    <AuthCard title={title} subtitle={forced ? t('password.forcedExpired') : undefined}>
      <Form method="post" className={s.form}>
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {errors.form ? (
          <p className={s.formError} role="alert">
            {message(errors.form)}
          </p>
        ) : null}
        <Field
          name="oldPassword"
          type="password"
          label={t('password.old')}
          autoComplete="current-password"
          required
          maxLength={100}
          error={message(errors.oldPassword)}
        />
        <Field
          name="newPassword"
          type="password"
          label={t('password.new')}
          autoComplete="new-password"
          required
          minLength={min}
          maxLength={max}
          hint={t('password.rules', { min, max })}
          error={message(errors.newPassword)}
        />
        <Field
          name="confirmNewPassword"
          type="password"
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          maxLength={max}
          error={message(errors.confirmNewPassword)}
        />
        <button type="submit" className={`${button.primary} ${s.submit}`} disabled={navigation.state !== 'idle'}>
          {t('password.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
