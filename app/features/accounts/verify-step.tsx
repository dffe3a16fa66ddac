import { Form, Link } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import * as s from './auth-card.css';
import { Field } from '~/ui/forms/field';
import { SmsCodeField } from '~/ui/forms/sms-code-field';
import * as r from './register.css';

/** Login from a new address: the player proves it is them by SMS code or bank account name. */
export function VerifyStep({
  verify,
  error,
  smsSentSeconds,
  smsRefusal = null,
  answer,
  redirectTo,
}: {
  verify: { methods: string[]; mobile: string | null; email: string | null };
  error: string | null;
  smsSentSeconds?: number;
  smsRefusal?: string | null;
  answer?: unknown;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState(verify.methods[0] ?? 'SMS');
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="methods" value={verify.methods.join(',')} />
      <input type="hidden" name="mobileHint" value={verify.mobile ?? ''} />
      <input type="hidden" name="emailHint" value={verify.email ?? ''} />
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      <fieldset className={r.methods}>
        <legend className="sr-only">{t('verify.how')}</legend>
        {verify.methods.map((m) => (
          <label key={m} className={r.check}>
            <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
            {m === 'SMS'
              ? t('verify.bySms', { mobile: verify.mobile ?? '' })
              : m === 'EMAIL'
                ? t('verify.byEmail', { email: verify.email ?? '' })
                : m === 'GOOGLE'
                  ? t('verify.byGoogle')
                  : t('verify.byBank')}
          </label>
        ))}
      </fieldset>
      {method === 'SMS' || method === 'EMAIL' ? (
        <SmsCodeField key={method} error={null} sentSeconds={smsSentSeconds} name="code" sendIntent="sendVerifyCode" refusal={smsRefusal} answer={answer} />
      ) : method === 'GOOGLE' ? (
        <Field name="code" label={t('verify.googleCode')} inputMode="numeric" autoComplete="one-time-code" required maxLength={6} />
      ) : (
        <Field name="code" label={t('verify.bankName')} autoComplete="name" required maxLength={120} />
      )}
      <button type="submit" name="intent" value="verify" className={`${button.primary} ${s.submit}`}>
        {t('verify.submit')}
      </button>
      <Link to="/login" className={s.forgot}>
        {t('verify.restart')}
      </Link>
    </Form>
  );
}
