import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { PhoneField } from '~/ui/forms/phone-field';
import { SmsRefusal } from '~/ui/forms/sms-refusal';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { Card } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from './account-page.css';
import { ResultNotice } from './result-notice';
import { useAccountResult, type AccountData } from './use-account-result';

/**
 * Binding a mobile number or e-mail address: one form with the target and the code, and two buttons
 * (send the code, confirm it), so it works the same without JavaScript.
 */
export function BindingCard({ data, channel }: { data: AccountData; channel: 'mobile' | 'email' }) {
  const { t } = useTranslation();
  const result = useAccountResult(channel);
  const bound = channel === 'mobile' ? data.profile.mobile : data.profile.email;
  const failed = result && !result.ok ? result : null;
  const sent = result && result.ok && result.sent ? result.sent : null;
  const values = failed?.values ?? sent?.values ?? {};
  const errors = failed?.errors ?? {};
  const message = (key?: string) => (key ? t(key, failed?.params) : null);
  const codeAsked = Boolean(sent || errors.code);
  return (
    <Card
      title={
        <>
          <Icon name={channel === 'mobile' ? 'phone' : 'mail'} /> {t(`account.${channel}.title`)}
        </>
      }
      testId={`bind-${channel}`}
      id={channel}
    >
      <div className={s.statusLine}>
        <span className={s.value} data-testid={`${channel}-bound`}>
          {bound ?? t('account.status.none')}
        </span>
        <span className={bound ? u.status.good : u.status.waiting}>{bound ? t('account.status.verified') : t('account.status.notBound')}</span>
      </div>
      <Form method="post" className={u.formGrid} data-testid={`bind-${channel}-form`}>
        <ResultNotice intent={channel} />
        {channel === 'mobile' ? <SmsRefusal message={message(errors.smsRefusal)} answer={result} /> : null}
        {channel === 'mobile' ? (
          <PhoneField
            countries={data.countries}
            label={bound ? t('account.mobile.newNumber') : t('register.fields.mobileNum')}
            defaultValue={values.mobileNum}
            defaultCountry={values.countryDialingCode || data.profile.countryDialingCode || undefined}
            error={message(errors.mobileNum)}
          />
        ) : (
          <Field
            name="email"
            type="email"
            label={bound ? t('account.email.newAddress') : t('register.fields.email')}
            defaultValue={values.email}
            required
            maxLength={100}
            autoComplete="email"
            error={message(errors.email)}
          />
        )}
        <div className={s.codeRow}>
          <Field
            name="code"
            label={t('account.bind.code')}
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            autoComplete="one-time-code"
            hint={codeAsked ? t(`account.${channel}.codeHint`) : undefined}
            error={message(errors.code)}
          />
          <button type="submit" name="intent" value={channel === 'mobile' ? 'sendMobileCode' : 'sendEmailCode'} className={button.outline} formNoValidate>
            {sent ? t('account.bind.resend') : t('account.bind.send')}
          </button>
        </div>
        <button type="submit" name="intent" value={channel === 'mobile' ? 'bindMobile' : 'bindEmail'} className={button.primary}>
          {bound ? t(`account.${channel}.change`) : t(`account.${channel}.bind`)}
        </button>
      </Form>
    </Card>
  );
}
