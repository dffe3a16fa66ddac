import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { Card } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from './account-page.css';
import { ResultNotice } from './result-notice';
import { useAccountErrors, type AccountData } from './use-account-result';

/** The login password (the change-password page, which comes back here) and the 6-digit payment password. */
export function PasswordsCard({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const { errors, params } = useAccountErrors('paymentPassword');
  const has = data.profile.security.hasPaymentPassword;
  const message = (key?: string) => (key ? t(key, params) : null);
  return (
    <Card
      title={
        <>
          <Icon name="key" /> {t('account.passwords.title')}
        </>
      }
      testId="passwords"
      id="payment-password"
    >
      <div className={s.statusLine}>
        <span>
          <strong>{t('account.passwords.login')}</strong>
          <br />
          <span className={u.muted}>
            {data.passwordChanged ? t('account.passwords.changedOn', { date: data.passwordChanged }) : t('account.passwords.neverChanged')}
          </span>
        </span>
        <Link to="/changePassword?returnTo=%2Fmember%2FsecurityCenter" className={button.outline} data-testid="change-password-link">
          {t('account.passwords.change')}
        </Link>
      </div>
      <Form method="post" className={u.formGrid} data-testid="payment-password-form">
        <input type="hidden" name="intent" value="setPaymentPassword" />
        <div className={s.statusLine}>
          <strong>{t('cashier.withdraw.paymentPassword')}</strong>
          <span className={has ? u.status.good : u.status.waiting}>{has ? t('account.status.set') : t('account.status.notSet')}</span>
        </div>
        <ResultNotice intent="paymentPassword" />
        {has ? (
          <Field
            name="oldPaymentPassword"
            type="password"
            inputMode="numeric"
            maxLength={6}
            label={t('cashier.withdraw.oldPaymentPassword')}
            autoComplete="off"
            required
            error={message(errors.oldPaymentPassword)}
          />
        ) : (
          <Field
            name="loginPassword"
            type="password"
            label={t('cashier.withdraw.loginPassword')}
            autoComplete="current-password"
            required
            maxLength={100}
            error={message(errors.loginPassword)}
          />
        )}
        <Field
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          pattern="\d{6}"
          maxLength={6}
          label={t('cashier.withdraw.newPaymentPassword')}
          autoComplete="off"
          required
          hint={t('cashier.withdraw.paymentPasswordRule')}
          error={message(errors.paymentPassword)}
        />
        <Field
          name="confirmPaymentPassword"
          type="password"
          inputMode="numeric"
          pattern="\d{6}"
          maxLength={6}
          label={t('cashier.withdraw.confirmPaymentPassword')}
          autoComplete="off"
          required
          error={message(errors.confirmPaymentPassword)}
        />
        <button type="submit" className={button.primary}>
          {has ? t('cashier.withdraw.changePassword') : t('cashier.withdraw.setPassword')}
        </button>
      </Form>
    </Card>
  );
}
