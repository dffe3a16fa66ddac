import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import type { transferFundAction, transferFundLoader } from './transfer.server';
import * as s from './transfer-fund-page.css';
import { MoneyIntentNotice } from '~/features/cashier/money-intent-notice';

/** Wallet: the one balance, or the main wallet and each game vendor's with transfers and a recall of everything. */
export function TransferFundPage() {
  const data = useLoaderData<typeof transferFundLoader>();
  const result = useActionData<typeof transferFundAction>();
  const { t } = useTranslation();
  const errors = result && !result.ok ? result.errors : {};
  const params = result && !result.ok ? result.params : undefined;
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const wallets = [{ code: 'MAIN', name: t('cashier.transfer.main'), minor: data.main }, ...data.vendors];
  // Wallets holding money first: those are the ones a player looks for.
  const funded = data.vendors.filter((w) => w.minor > 0);
  return (
    <MemberPage title={t('member.pages.transferFund')} lead={data.isSingle ? t('cashier.transfer.singleLead') : t('cashier.transfer.lead')}>
      {result?.ok ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null}
      <MoneyIntentNotice outcome={data.intentOutcome} />
      {errors.form ? <FormNotice tone="error">{t(errors.form, params)}</FormNotice> : null}
      {data.isSingle ? (
        <Card title={t('cashier.transfer.main')} testId="single-wallet">
          <span className={u.big}>
            <Money minor={data.main} />
          </span>
          <p className={u.muted}>{t('cashier.transfer.singleExplain')}</p>
        </Card>
      ) : (
        <>
          <Card testId="wallets">
            <div className={s.mainRow}>
              <div data-testid="wallet-MAIN">
                <span className={s.mainLabel}>{t('cashier.transfer.main')}</span>
                <span className={u.big}>
                  <Money minor={data.main} />
                </span>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="recallAll" />
                <input type="hidden" name="requestId" value={data.requestId} />
                <button type="submit" className={button.outline} disabled={!funded.length}>
                  {t('cashier.transfer.recallAll')}
                </button>
              </Form>
            </div>
            {data.autoTransfer ? <p className={u.muted}>{t('cashier.transfer.autoTransfer')}</p> : null}
          </Card>
          <Card title={t('cashier.transfer.formTitle')}>
            <Form method="post" className={u.formGrid} data-testid="transfer-form">
              <input type="hidden" name="intent" value="transfer" />
              <input type="hidden" name="requestId" value={data.requestId} />
              <div className={u.grid2}>
                <label className={u.inlineLabel}>
                  {t('cashier.transfer.from')}
                  <select name="from" className={u.select} defaultValue={values.from || 'MAIN'}>
                    {wallets.map((w) => (
                      <option key={w.code} value={w.code}>
                        {w.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={u.inlineLabel}>
                  {t('cashier.transfer.to')}
                  <select name="to" className={u.select} defaultValue={values.to || data.vendors[0]?.code} aria-invalid={errors.to ? true : undefined}>
                    {wallets.map((w) => (
                      <option key={w.code} value={w.code}>
                        {w.name}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {errors.to ? (
                <p className={u.negative} role="alert">
                  {t(errors.to)}
                </p>
              ) : null}
              <Field
                name="amount"
                label={t('cashier.amount')}
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={values.amount}
                error={errors.amount ? t(errors.amount, params) : null}
              />
              <button type="submit" className={button.primary}>
                {t('cashier.transfer.submit')}
              </button>
            </Form>
          </Card>
          <Card title={t('cashier.transfer.wallets')}>
            <ul className={s.tiles}>
              {[...funded, ...data.vendors.filter((w) => w.minor === 0)].map((w) => (
                <li key={w.code} className={`${s.tile} ${w.minor > 0 ? s.tileFunded : s.tileEmpty}`} data-testid={`wallet-${w.code}`}>
                  <span className={s.tileName}>{w.name}</span>
                  <span className={s.tileAmount}>
                    <Money minor={w.minor} />
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </>
      )}
    </MemberPage>
  );
}
