import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { PhoneField } from '~/ui/forms/phone-field';
import { SmsCodeField } from '~/ui/forms/sms-code-field';
import { button } from '~/ui/styles.css';
import { AuthCard } from './auth-card';
import * as s from './auth-card.css';
import type { forgotPasswordAction, forgotPasswordLoader } from './forgot-password.server';
import * as r from './register.css';

export function ForgotPasswordPage() {
  const { mode, byPhone, countries } = useLoaderData<typeof forgotPasswordLoader>();
  const result = useActionData<typeof forgotPasswordAction>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const message = (field: string) => (errors[field] ? t(errors[field]!, { min: 6, max: 20 }) : null);
  return (
    <AuthCard title={t('forgot.title')} subtitle={t(`forgot.lead.${mode}`)}>
      {mode !== 'choice' && byPhone ? (
        <Link to="/forgotPassword" className={r.back}>
          <span data-arrow aria-hidden="true">
            ←
          </span>{' '}
          {t('forgot.back')}
        </Link>
      ) : null}
      {mode === 'choice' ? (
        <div className={s.form}>
          <Link to="?mode=email" className={`${button.ghost} ${s.submit}`}>
            {t('forgot.byEmail')}
          </Link>
          <Link to="?mode=mobileNum" className={`${button.ghost} ${s.submit}`}>
            {t('forgot.byPhone')}
          </Link>
        </div>
      ) : null}
      {mode === 'email' ? (
        <Form method="post" className={s.form}>
          <input type="hidden" name="mode" value="email" />
          {errors.form ? (
            <p className={s.formError} role="alert">
              {message('form')}
            </p>
          ) : null}
          <Field
            name="username"
            label={t('auth.username')}
            autoComplete="username"
            required
            maxLength={60}
            defaultValue={values.username}
            error={message('username')}
          />
          <Field
            name="email"
            type="email"
            label={t('register.fields.email')}
            autoComplete="email"
            required
            maxLength={120}
            defaultValue={values.email}
            error={message('email')}
          />
          <button type="submit" className={`${button.primary} ${s.submit}`} disabled={navigation.state !== 'idle'}>
            {t('forgot.sendLink')}
          </button>
        </Form>
      ) : null}
      {mode === 'mobileNum' ? (
        <Form method="post" className={s.form}>
          <input type="hidden" name="mode" value="mobileNum" />
          {errors.form ? (
            <p className={s.formError} role="alert">
              {message('form')}
            </p>
          ) : null}
          <PhoneField
            countries={countries}
            label={t('register.fields.mobileNum')}
            error={message('mobileNum')}
            defaultValue={values.mobileNum}
            defaultCountry={values.countryDialingCode}
          />
          <SmsCodeField
            error={message('verificationCode')}
            sentSeconds={result?.smsSentSeconds}
            refusal={result?.smsRefusal ? t(result.smsRefusal) : null}
            answer={result}
          />
          <Field
            name="newPassword"
            type="password"
            label={t('password.new')}
            autoComplete="new-password"
            required
            maxLength={100}
            error={message('newPassword')}
          />
          <button type="submit" name="intent" value="reset" className={`${button.primary} ${s.submit}`} disabled={navigation.state !== 'idle'}>
            {t('forgot.reset')}
          </button>
        </Form>
      ) : null}
    </AuthCard>
  );
}
