import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { memberHref } from '~/features/member/pages';
import { Amount } from '~/ui/centre/money';
import { Card, FormNotice } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { Field } from '~/ui/forms/field';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { button } from '~/ui/styles.css';
import { Points } from './points-text';
import type { pointMallAction } from './point-mall.server';
import { fieldRefusal, usePointMall } from './use-point-mall';
import * as s from './point-mall.css';
import { ScrollRegion } from '~/ui/scroll-region';

/** The exchange table (what each step of points pays, by how many are converted at once). */
function RateTable() {
  const { t } = useTranslation();
  const { conversion, money } = usePointMall();
  if (!conversion || !money) return <SectionUnavailable />;
  return (
    <ScrollRegion className={u.tableWrap}>
      <table className={u.table} data-testid="exchange-rates">
        <thead>
          <tr>
            <th scope="col">{t('pointMall.exchange.from')}</th>
            <th scope="col" className={u.num}>
              {t('pointMall.exchange.pays', { step: conversion.stepPoints, count: conversion.stepPoints })}
            </th>
          </tr>
        </thead>
        <tbody>
          {conversion.rates.map((r) => (
            <tr key={r.minPoints}>
              <td>
                <Points value={r.minPoints} /> {t('pointMall.unit')}
              </td>
              <td className={u.num}>
                <Amount minor={r.cashMinorPerStep} format={money} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Points to cash: the exchange table, and for a member the form (points, payment password). */
export function ExchangeTab() {
  const { t } = useTranslation();
  const data = usePointMall();
  const result = useActionData<typeof pointMallAction>();
  const busy = useNavigation().state === 'submitting';
  const mine = result?.intent === 'convert' ? result : null;
  const failed = mine && !mine.ok ? mine : null;
  const error = (field: string) => {
    const refused = fieldRefusal(failed, field);
    return refused ? t(refused.key, refused.params) : null;
  };
  const conversion = data.conversion;
  return (
    <div className={s.twoColumns}>
      <Card title={t('pointMall.exchange.title')}>
        <p className={u.muted}>{t('pointMall.exchange.lead', { min: conversion?.minPoints ?? '', step: conversion?.stepPoints ?? '' })}</p>
        <RateTable />
      </Card>
      <Card title={t('pointMall.exchange.convertTitle')}>
        {data.viewer === 'guest' ? (
          <>
            <p className={u.muted}>{t('pointMall.exchange.guest')}</p>
            <Link to={data.loginHref} className={button.primary}>
              {t('pointMall.hero.logIn')}
            </Link>
          </>
        ) : data.viewer === 'trial' ? (
          <FormNotice tone="info">{t('pointMall.errors.account_trial')}</FormNotice>
        ) : !data.balance ? (
          <SectionUnavailable />
        ) : (
          <>
            {mine?.ok ? <FormNotice tone="success">{t(mine.notice, mine.params)}</FormNotice> : null}
            {error('form') ? <FormNotice tone="error">{error('form')}</FormNotice> : null}
            <dl className={s.confirmSums}>
              <div>
                <dt>{t('pointMall.hero.balance')}</dt>
                <dd data-testid="convert-points-balance">
                  <Points value={data.balance.points} /> {t('pointMall.unit')}
                </dd>
              </div>
              <div>
                <dt>{t('pointMall.exchange.wallet')}</dt>
                <dd data-testid="wallet-balance">{data.walletText ?? '—'}</dd>
              </div>
            </dl>
            {!data.balance.hasPaymentPassword ? (
              <>
                <FormNotice tone="info">{t('pointMall.errors.payment_password_required')}</FormNotice>
                <Link to={memberHref('securityCenter', '/pointMall?tab=exchange')} className={button.primary}>
                  {t('pointMall.confirm.setPassword')}
                </Link>
              </>
            ) : (
              <Form method="post" action="/pointMall?tab=exchange" className={u.formGrid} data-testid="convert-form">
                <input type="hidden" name="intent" value="convert" />
                <input type="hidden" name="requestId" value={data.requestId} />
                <Field
                  name="points"
                  label={t('pointMall.exchange.points')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={12}
                  required
                  defaultValue={failed?.values?.points ?? ''}
                  error={error('points')}
                  hint={t('pointMall.exchange.pointsHint', { min: conversion?.minPoints ?? '', step: conversion?.stepPoints ?? '' })}
                />
                <Field
                  name="paymentPassword"
                  label={t('pointMall.confirm.paymentPassword')}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  required
                  error={error('paymentPassword')}
                />
                <div>
                  <button type="submit" className={button.primary} disabled={busy}>
                    {busy ? t('pointMall.confirm.sending') : t('pointMall.exchange.submit')}
                  </button>
                </div>
              </Form>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
