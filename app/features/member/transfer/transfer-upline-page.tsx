import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import { useMoneyText } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { useMemberHref } from '../member-centre-frame';
import { memberPagePath } from '../pages';
import type { transferUplineAction, transferUplineLoader } from './transfer.server';
import { MoneyIntentNotice } from '~/features/cashier/money-intent-notice';

/** Transfer to upline: money to the member's agent, with the payment password. */
export function TransferUplinePage() {
  const data = useLoaderData<typeof transferUplineLoader>();
  const result = useActionData<typeof transferUplineAction>();
  const { t } = useTranslation();
  const money = useMoneyText();
  const href = useMemberHref();
  const errors = result && !result.ok ? result.errors : {};
  const params = result && !result.ok ? result.params : undefined;
  const values = result && !result.ok ? (result.values ?? {}) : {};
  return (
    <MemberPage title={t('member.pages.transferUpline')} lead={data.uplineName ? t('cashier.upline.lead', { name: data.uplineName }) : undefined}>
      {result?.ok ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null}
      <MoneyIntentNotice outcome={data.intentOutcome} />
      {!data.allowed ? (
        <p className={u.empty}>{t('cashier.errors.upline_transfer_not_allowed')}</p>
      ) : (
        <Card>
          <Form method="post" className={u.formGrid} data-testid="upline-form">
            <input type="hidden" name="requestId" value={data.requestId} />
            {errors.form ? <FormNotice tone="error">{t(errors.form, params)}</FormNotice> : null}
            {!data.hasPaymentPassword ? (
              <FormNotice tone="info">
                {t('cashier.errors.payment_password_required')} <Link to={href(memberPagePath('withdraw'))}>{t('cashier.withdraw.setPassword')}</Link>
              </FormNotice>
            ) : null}
            <Field
              name="amount"
              label={t('cashier.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={values.amount}
              hint={t('cashier.limits', { min: money(data.minMinor), max: money(data.maxMinor) })}
              error={errors.amount ? t(errors.amount, params) : null}
            />
            <Field
              name="paymentPassword"
              type="password"
              inputMode="numeric"
              maxLength={6}
              label={t('cashier.withdraw.paymentPassword')}
              autoComplete="off"
              required
              error={errors.paymentPassword ? t(errors.paymentPassword, params) : null}
            />
            <button type="submit" className={button.primary}>
              {t('cashier.upline.submit')}
            </button>
          </Form>
        </Card>
      )}
    </MemberPage>
  );
}
