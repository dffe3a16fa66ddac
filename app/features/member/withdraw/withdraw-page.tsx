import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { parseAmount } from '~/lib/money';
import { Field } from '~/ui/forms/field';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import { Money, useMoneyText } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { StatusPill } from '~/ui/centre/status-pill';
import { useMemberCentre } from '../use-member-centre';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';
import type { withdrawAction, withdrawLoader } from './withdraw.server';
import * as s from './withdraw-page.css';
import { MoneyIntentNotice } from '~/features/cashier/money-intent-notice';
import { ImageFileInput } from '~/ui/forms/image-file-input';
import { ScrollRegion } from '~/ui/scroll-region';

type Loaded = ReturnType<typeof useLoaderData<typeof withdrawLoader>>;

/** The result of this form's last post, if it was this intent. */
function useResult(intent: string) {
  const result = useActionData<typeof withdrawAction>();
  if (!result) return null;
  if (!result.ok && result.intent !== intent) return null;
  return result;
}

function PaymentPasswordCard({ data }: { data: Loaded }) {
  const { t } = useTranslation();
  const result = useResult('setPaymentPassword');
  const errors = result && !result.ok ? result.errors : {};
  const has = data.settings.hasPaymentPassword;
  const form = (
    <Form method="post" className={u.formGrid} data-testid="payment-password-form">
      <input type="hidden" name="intent" value="setPaymentPassword" />
      {errors.form ? <FormNotice tone="error">{t(errors.form, result && !result.ok ? result.params : undefined)}</FormNotice> : null}
      {has ? (
        <Field
          name="oldPaymentPassword"
          type="password"
          inputMode="numeric"
          maxLength={6}
          label={t('cashier.withdraw.oldPaymentPassword')}
          autoComplete="off"
          required
        />
      ) : (
        <Field
          name="loginPassword"
          type="password"
          label={t('cashier.withdraw.loginPassword')}
          autoComplete="current-password"
          required
          maxLength={100}
          error={errors.loginPassword ? t(errors.loginPassword) : null}
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
        error={errors.paymentPassword ? t(errors.paymentPassword) : null}
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
        error={errors.confirmPaymentPassword ? t(errors.confirmPaymentPassword) : null}
      />
      <button type="submit" className={button.primary}>
        {has ? t('cashier.withdraw.changePassword') : t('cashier.withdraw.setPassword')}
      </button>
    </Form>
  );
  if (!has) {
    return (
      <Card
        title={
          <>
            <Icon name="lock" /> {t('cashier.withdraw.setPasswordTitle')}
          </>
        }
        testId="payment-password"
      >
        <p className={u.muted}>{t('cashier.withdraw.setPasswordLead')}</p>
        {form}
      </Card>
    );
  }
  return (
    <Card testId="payment-password">
      <details className={s.details} open={Boolean(result && !result.ok)}>
        <summary className={s.summaryLine}>{t('cashier.withdraw.changePassword')}</summary>
        {form}
      </details>
    </Card>
  );
}

function AccountsCard({ data }: { data: Loaded }) {
  const { t } = useTranslation();
  const result = useResult('addAccount');
  const manage = useActionData<typeof withdrawAction>();
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const realName = data.settings.realName;
  const accountsError = manage && !manage.ok && (manage.intent === 'setDefault' || manage.intent === 'removeAccount') ? manage.errors.accounts : undefined;
  return (
    <Card title={t('cashier.withdraw.accounts')} testId="withdraw-accounts">
      {accountsError ? <FormNotice tone="error">{t(accountsError)}</FormNotice> : null}
      {data.accounts.length ? (
        <ul className={s.accounts}>
          {data.accounts.map((account) => (
            <li key={account.id} className={s.account}>
              <Icon name={account.type === 'BANK' ? 'bank' : 'wallet'} size={20} />
              <span className={s.accountMain}>
                <strong>{account.bankName}</strong>
                <span className={s.accountNumber}>
                  {account.accountName} · {account.accountNumberMasked}
                </span>
              </span>
              {account.isDefault ? (
                <span className={s.defaultTag}>{t('cashier.withdraw.default')}</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="setDefault" />
                  <input type="hidden" name="id" value={account.id} />
                  <button type="submit" className={button.quiet}>
                    {t('cashier.withdraw.makeDefault')}
                  </button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="removeAccount" />
                <input type="hidden" name="id" value={account.id} />
                <button type="submit" className={button.quiet} aria-label={t('cashier.withdraw.removeAccount', { name: account.bankName })}>
                  {t('cashier.withdraw.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className={u.muted}>{t('cashier.withdraw.noAccounts')}</p>
      )}
      <details className={s.details} open={!data.accounts.length || Boolean(result && !result.ok)}>
        <summary className={s.summaryLine}>{t('cashier.withdraw.addAccount')}</summary>
        <Form method="post" className={u.formGrid} data-testid="add-account-form">
          <input type="hidden" name="intent" value="addAccount" />
          {errors.form ? <FormNotice tone="error">{t(errors.form)}</FormNotice> : null}
          <label className={u.inlineLabel}>
            {t('cashier.withdraw.provider')}
            <select name="provider" className={u.select} defaultValue={values.provider ?? `BANK:${data.providers.banks[0]}`} required>
              <optgroup label={t('cashier.channelType.BANK')}>
                {data.providers.banks.map((name) => (
                  <option key={name} value={`BANK:${name}`}>
                    {name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('cashier.channelType.EWALLET')}>
                {data.providers.ewallets.map((name) => (
                  <option key={name} value={`EWALLET:${name}`}>
                    {name}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <Field
            name="accountName"
            label={t('cashier.withdraw.accountName')}
            defaultValue={realName ?? values.accountName}
            readOnly={Boolean(realName)}
            required
            maxLength={80}
            hint={realName ? t('cashier.withdraw.realNameFixed') : t('cashier.withdraw.realNameFirst')}
          />
          <Field
            name="accountNumber"
            label={t('cashier.withdraw.accountNumber')}
            inputMode="numeric"
            required
            maxLength={40}
            autoComplete="off"
            error={errors.accountNumber ? t(errors.accountNumber) : null}
          />
          <button type="submit" className={button.outline}>
            {t('cashier.withdraw.saveAccount')}
          </button>
        </Form>
      </details>
    </Card>
  );
}

function WithdrawForm({ data }: { data: Loaded }) {
  const { t, i18n } = useTranslation();
  const result = useResult('withdraw');
  const navigation = useNavigation();
  const centre = useMemberCentre();
  const money = useMoneyText();
  const exponent = centre?.wallet?.exponent ?? 2;
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const { settings } = data;
  const errors = result && !result.ok ? result.errors : {};
  const params = result && !result.ok ? result.params : undefined;
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const turnoverLeft = Math.max(0, settings.turnoverRequiredMinor - settings.turnoverDoneMinor);
  const countLeft = Math.max(0, settings.dailyCountLimit - settings.usedTodayCount);
  const amountLeft = Math.max(0, settings.dailyAmountLimitMinor - settings.usedTodayMinor);
  const blockers = [
    !settings.hasPaymentPassword ? t('cashier.withdraw.needPassword') : null,
    !data.accounts.length ? t('cashier.withdraw.needAccount') : null,
    turnoverLeft > 0 ? t('cashier.withdraw.needTurnover', { amount: money(turnoverLeft) }) : null,
    countLeft === 0 ? t('cashier.errors.withdraw_limit_count') : null,
    countLeft > 0 && amountLeft === 0 ? t('cashier.errors.withdraw_limit_amount') : null,
  ].filter((b): b is string => b !== null);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'withdraw';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const parsed = parseAmount(String(form.get('amount') ?? ''), exponent, i18n.language);
    if (!parsed.ok) next.amount = t(`cashier.errors.${parsed.error.replace('.', '_')}`);
    else if (parsed.minor < settings.minMinor) next.amount = t('cashier.errors.amount_below_min', { min: money(settings.minMinor) });
    else if (parsed.minor > settings.maxMinor) next.amount = t('cashier.errors.amount_above_max', { max: money(settings.maxMinor) });
    else if (parsed.minor > data.withdrawableMinor) next.amount = t('cashier.errors.insufficient_balance');
    else if (parsed.minor > amountLeft) next.amount = t('cashier.errors.withdraw_limit_amount');
    if (!PAYMENT_PASSWORD.test(String(form.get('paymentPassword') ?? ''))) next.paymentPassword = t('cashier.errors.payment_password_format');
    setClientErrors(next);
    if (Object.keys(next).length) event.preventDefault();
  };
  const defaultAccount = data.accounts.find((a) => a.isDefault) ?? data.accounts[0];
  return (
    <Card title={t('cashier.withdraw.formTitle')} testId="withdraw-form-card">
      <dl className={u.grid2}>
        <div>
          <dt className={u.muted}>{t('cashier.withdraw.withdrawable')}</dt>
          <dd className={u.big}>
            <Money minor={data.withdrawableMinor} />
          </dd>
        </div>
        <div>
          <dt className={u.muted}>{t('cashier.withdraw.today')}</dt>
          <dd data-testid="withdraw-today">
            {t('cashier.withdraw.todayLeft', { count: countLeft, limit: settings.dailyCountLimit, amount: money(amountLeft) })}
          </dd>
        </div>
      </dl>
      {settings.vipLevel ? (
        <p className={u.muted} data-testid="withdraw-level-limits">
          {t('cashier.withdraw.levelLimits.line', {
            level: settings.vipLevel.name,
            times: settings.dailyCountLimit,
            count: settings.dailyCountLimit,
            amount: money(settings.dailyAmountLimitMinor),
          })}{' '}
          <Link to="/vip">{t('cashier.withdraw.levelLimits.link')}</Link>
        </p>
      ) : null}
      {settings.turnoverRequiredMinor > 0 ? (
        <div data-testid="turnover">
          <p className={u.muted}>
            {t('cashier.withdraw.turnover', {
              done: money(Math.min(settings.turnoverDoneMinor, settings.turnoverRequiredMinor)),
              required: money(settings.turnoverRequiredMinor),
            })}
          </p>
          <div
            className={u.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={settings.turnoverRequiredMinor}
            aria-valuenow={Math.min(settings.turnoverDoneMinor, settings.turnoverRequiredMinor)}
          >
            <div className={u.progressBar} style={{ width: `${Math.min(100, (settings.turnoverDoneMinor / settings.turnoverRequiredMinor) * 100)}%` }} />
          </div>
        </div>
      ) : null}
      {settings.lockedUntilText ? (
        <FormNotice tone="error">{t('cashier.errors.payment_password_locked', { until: settings.lockedUntilText })}</FormNotice>
      ) : null}
      {blockers.length ? (
        <ul className={u.muted} data-testid="withdraw-blockers">
          {blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className={u.formGrid} onSubmit={onSubmit} noValidate data-testid="withdraw-form">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="requestId" value={data.requestId} />
        {errors.form ? <FormNotice tone="error">{t(errors.form, params)}</FormNotice> : null}
        <label className={u.inlineLabel}>
          {t('cashier.withdraw.to')}
          <select name="accountId" className={u.select} defaultValue={values.accountId ?? defaultAccount?.id} required disabled={!data.accounts.length}>
            {data.accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.bankName} · {a.accountNumberMasked}
              </option>
            ))}
          </select>
        </label>
        <Field
          name="amount"
          label={t('cashier.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={values.amount}
          hint={t('cashier.limits', { min: money(settings.minMinor), max: money(settings.maxMinor) })}
          error={clientErrors.amount ?? (errors.amount ? t(errors.amount, params) : null)}
        />
        <Field
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          maxLength={6}
          label={t('cashier.withdraw.paymentPassword')}
          autoComplete="off"
          required
          error={clientErrors.paymentPassword ?? (errors.paymentPassword ? t(errors.paymentPassword, params) : null)}
        />
        <button type="submit" className={button.primary} disabled={busy || blockers.length > 0}>
          {t('cashier.withdraw.submit')}
        </button>
      </Form>
    </Card>
  );
}

function ConfirmCard({ data }: { data: Loaded }) {
  const { t } = useTranslation();
  const result = useResult('confirm');
  const errors = result && !result.ok ? result.errors : {};
  if (!data.toConfirm.length) return null;
  return (
    <Card title={t('cashier.withdraw.confirmTitle')} testId="withdraw-confirm">
      <p className={u.muted}>{t('cashier.withdraw.confirmLead')}</p>
      {data.toConfirm.map((w) => {
        const error = errors[`confirm-${w.id}`] ?? errors[`proof-${w.id}`] ?? errors[`received-${w.id}`];
        return (
          <Form key={w.id} method="post" encType="multipart/form-data" className={u.formGrid} data-testid={`confirm-${w.id}`}>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="id" value={w.id} />
            <strong>
              <Money minor={w.amountMinor} />{' '}
              <span data-arrow aria-hidden="true">
                →
              </span>{' '}
              {w.accountLabel}
            </strong>
            <span className={u.muted}>{t('cashier.withdraw.paidAt', { paid: w.paid, deadline: w.confirmByText })}</span>
            {error ? <FormNotice tone="error">{t(error)}</FormNotice> : null}
            <fieldset className={s.choice}>
              <legend className={u.muted}>{t('cashier.withdraw.didYouReceive')}</legend>
              <label className={s.option}>
                <input type="radio" name="result" value="RECEIVED" defaultChecked /> {t('cashier.withdraw.result.RECEIVED')}
              </label>
              <label className={s.option}>
                <input type="radio" name="result" value="PARTIAL" /> {t('cashier.withdraw.result.PARTIAL')}
                <input
                  name="received"
                  inputMode="decimal"
                  className={u.select}
                  aria-label={t('cashier.withdraw.receivedAmount')}
                  placeholder={t('cashier.withdraw.receivedAmount')}
                />
              </label>
              <label className={s.option}>
                <input type="radio" name="result" value="NOT_RECEIVED" /> {t('cashier.withdraw.result.NOT_RECEIVED')}
              </label>
              <label className={u.inlineLabel}>
                {t('cashier.withdraw.proof')}
                <ImageFileInput name="proof" />
              </label>
            </fieldset>
            <button type="submit" className={button.outline}>
              {t('cashier.withdraw.confirm')}
            </button>
          </Form>
        );
      })}
    </Card>
  );
}

/** Withdraw: receiving accounts, the payment password, the withdrawal, and confirming payouts. */
export function WithdrawPage() {
  const data = useLoaderData<typeof withdrawLoader>();
  const result = useActionData<typeof withdrawAction>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.withdraw')} lead={t('cashier.withdraw.lead')}>
      {result?.ok ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null}
      <MoneyIntentNotice outcome={data.intentOutcome} />
      <ConfirmCard data={data} />
      <WithdrawForm data={data} />
      <PaymentPasswordCard data={data} />
      <AccountsCard data={data} />
      <Card title={t('cashier.withdraw.recent')} testId="withdraw-list">
        {data.withdrawals.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>{t('cashier.time')}</th>
                  <th>{t('cashier.withdraw.to')}</th>
                  <th className={u.num}>{t('cashier.amount')}</th>
                  <th>{t('cashier.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.withdrawals.map((w) => (
                  <tr key={w.id}>
                    <td>{w.created}</td>
                    <td>{w.accountLabel}</td>
                    <td className={u.num}>
                      <Money minor={w.amountMinor} />
                    </td>
                    <td>
                      <StatusPill status={w.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.muted}>{t('cashier.withdraw.none')}</p>
        )}
      </Card>
    </MemberPage>
  );
}
