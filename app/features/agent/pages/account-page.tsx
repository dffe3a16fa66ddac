import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from '../agent.css';
import { percentOf } from '../ui/agent-money';
import type { accountAction, accountLoader } from './account.server';

/** Account: register a member or sub-agent directly, and the invitation codes (link and QR) that do it for the agent. */
export function AccountPage() {
  const data = useLoaderData<typeof accountLoader>();
  const result = useActionData<typeof accountAction>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state === 'submitting';
  const failed = result && !result.ok ? result : null;
  const errorsOf = (intent: 'register' | 'invite') => (failed?.intent === intent ? failed.errors : {});
  const valuesOf = (intent: 'register' | 'invite') => (failed?.intent === intent ? failed.values : undefined);
  const reg = errorsOf('register');
  const inv = errorsOf('invite');
  const message = (key: string | undefined) => (key ? t(key, failed?.params) : null);
  const rateHint = t('agent.account.rateHint', { max: percentOf(data.ownRebateBp) });
  return (
    <MemberPage title={t('agent.pages.registerCenter')} lead={t('agent.account.lead', { rate: percentOf(data.ownRebateBp) })}>
      {result?.ok ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null}
      <Card title={t('agent.account.registerTitle')} testId="agent-register">
        <Form method="post" className={u.formGrid} data-testid="agent-register-form">
          <input type="hidden" name="intent" value="register" />
          {reg.form ? <FormNotice tone="error">{message(reg.form)}</FormNotice> : null}
          <AccountTypeSelect name="accountType" defaultValue={valuesOf('register')?.accountType} />
          <Field
            name="username"
            label={t('agent.col.username')}
            autoComplete="off"
            required
            maxLength={40}
            defaultValue={valuesOf('register')?.username}
            error={message(reg.username)}
          />
          <Field
            name="password"
            type="password"
            label={t('agent.account.password')}
            autoComplete="new-password"
            required
            maxLength={100}
            error={message(reg.password)}
          />
          <Field
            name="rebate"
            label={t('agent.account.rate')}
            inputMode="decimal"
            required
            defaultValue={valuesOf('register')?.rebate ?? ''}
            hint={rateHint}
            error={message(reg.rebate)}
          />
          <button type="submit" className={button.primary} disabled={busy}>
            {t('agent.account.register')}
          </button>
        </Form>
      </Card>
      <Card title={t('agent.account.codesTitle')} testId="agent-invitations">
        {data.codes.length ? (
          <div className={s.codes}>
            {data.codes.map((c) => (
              <div key={c.code} className={s.codeCard} data-testid="agent-code">
                <span className={s.code}>{c.code}</span>
                <img src={c.qr} alt={t('agent.account.qrAlt', { code: c.code })} className={s.qr} width={132} height={132} />
                <a href={c.link} className={s.link}>
                  {c.link}
                </a>
                <span className={u.muted}>
                  {t(`agent.account.types.${c.accountType}`)} · {percentOf(c.rebateBp)} · {t('agent.account.registrations', { count: c.registrations })}
                </span>
              </div>
            ))}
          </div>
        ) : (
          <p className={u.empty}>{t('agent.account.noCodes')}</p>
        )}
        <Form method="post" className={u.filters} data-testid="agent-invite-form">
          <input type="hidden" name="intent" value="invite" />
          {inv.form ? <FormNotice tone="error">{message(inv.form)}</FormNotice> : null}
          <AccountTypeSelect name="accountType" defaultValue={valuesOf('invite')?.accountType} />
          <Field
            name="rebate"
            label={t('agent.account.rate')}
            inputMode="decimal"
            required
            defaultValue={valuesOf('invite')?.rebate ?? ''}
            hint={rateHint}
            error={message(inv.rebate)}
          />
          <button type="submit" className={button.outline} disabled={busy}>
            {t('agent.account.newCode')}
          </button>
        </Form>
      </Card>
    </MemberPage>
  );
}

function AccountTypeSelect({ name, defaultValue }: { name: string; defaultValue?: string }) {
  const { t } = useTranslation();
  return (
    <label className={u.inlineLabel}>
      {t('agent.account.type')}
      <select name={name} className={u.select} defaultValue={defaultValue ?? 'MEMBER'}>
        <option value="MEMBER">{t('agent.account.types.MEMBER')}</option>
        <option value="AGENT">{t('agent.account.types.AGENT')}</option>
      </select>
    </label>
  );
}
