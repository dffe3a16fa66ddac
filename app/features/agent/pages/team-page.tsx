import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { chip } from '~/ui/recipes.css';
import { button } from '~/ui/styles.css';
import { Pager } from '~/ui/centre/records-filters';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from '../agent.css';
import { AgentMoney, percentOf } from '../ui/agent-money';
import type { teamAction, teamLoader } from './team.server';
import { MoneyIntentNotice } from '~/features/cashier/money-intent-notice';
import { ScrollRegion } from '~/ui/scroll-region';

/**
 * Team management: one level of the team at a time (a sub-agent's name opens its level), a username
 * search over the whole team, and transfers to or from a direct downline (chosen with "Transfer").
 */
export function TeamPage() {
  const data = useLoaderData<typeof teamLoader>();
  const result = useActionData<typeof teamAction>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation();
  const params = new URLSearchParams(search);
  const errors = result && !result.ok ? result.errors : {};
  const failedParams = result && !result.ok ? result.params : undefined;
  const values = result && !result.ok ? result.values : undefined;
  const chosen = params.get('transfer') ?? values?.downlineId ?? null;
  const target = data.list.find((d) => String(d.id) === chosen && d.level === 1);
  const atTop = data.path.length <= 1 && !data.q;
  const keep = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next}`;
  };
  return (
    <MemberPage title={t('agent.pages.downlineManagmentView')} lead={t('agent.team.lead', { count: data.totalCount })}>
      {result?.ok ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null}
      <MoneyIntentNotice outcome={data.intentOutcome} />
      <Form method="get" className={u.filters} role="search">
        <Field name="q" label={t('agent.team.search')} defaultValue={data.q} maxLength={40} autoComplete="off" />
        <button type="submit" className={button.outline}>
          {t('agent.team.find')}
        </button>
        {data.q ? (
          <Link to="?" className={chip}>
            {t('agent.team.clear')}
          </Link>
        ) : null}
      </Form>
      <nav aria-label={t('agent.team.levels')}>
        <ol className={s.crumbs} data-testid="agent-crumbs">
          {data.path.map((p, i) => (
            <li key={p.id}>
              {i === data.path.length - 1 ? (
                <span aria-current="page">{i === 0 ? t('agent.team.me') : p.username}</span>
              ) : (
                <Link to={i === 0 ? '?' : `?parent=${p.id}`}>{i === 0 ? t('agent.team.me') : p.username}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {target ? (
        <Card title={t('agent.team.transferTitle', { username: target.username })} testId="agent-transfer">
          <p className={u.muted}>
            {t('agent.team.downlineBalance')}: <AgentMoney minor={target.balanceMinor} />
          </p>
          {!data.hasPaymentPassword ? <FormNotice tone="info">{t('cashier.errors.payment_password_required')}</FormNotice> : null}
          <Form method="post" className={u.formGrid} data-testid="agent-transfer-form">
            <input type="hidden" name="downlineId" value={target.id} />
            <input type="hidden" name="requestId" value={data.requestId} />
            {errors.form ? <FormNotice tone="error">{t(errors.form, failedParams)}</FormNotice> : null}
            <fieldset className={u.row}>
              <legend className={u.muted}>{t('agent.team.direction')}</legend>
              <label>
                <input type="radio" name="direction" value="to" defaultChecked={values?.direction !== 'from'} />{' '}
                {t('agent.team.toDownline', { username: target.username })}
              </label>
              <label>
                <input type="radio" name="direction" value="from" defaultChecked={values?.direction === 'from'} />{' '}
                {t('agent.team.fromDownline', { username: target.username })}
              </label>
            </fieldset>
            <Field
              name="amount"
              label={t('cashier.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={values?.amount}
              error={errors.amount ? t(errors.amount, failedParams) : null}
            />
            <Field
              name="paymentPassword"
              type="password"
              inputMode="numeric"
              maxLength={6}
              label={t('cashier.withdraw.paymentPassword')}
              autoComplete="off"
              required
              error={errors.paymentPassword ? t(errors.paymentPassword, failedParams) : null}
            />
            <div className={s.rowActions}>
              <button type="submit" className={button.primary} disabled={navigation.state === 'submitting'}>
                {t('agent.team.submit')}
              </button>
              <Link to={keep({ transfer: null })} className={button.outline} preventScrollReset>
                {t('agent.team.cancel')}
              </Link>
            </div>
          </Form>
        </Card>
      ) : null}
      {data.list.length ? (
        <ScrollRegion className={u.tableWrap} data-testid="agent-team">
          <table className={u.table}>
            <thead>
              <tr>
                <th>{t('agent.col.username')}</th>
                <th>{t('agent.col.level')}</th>
                <th className={u.num}>{t('agent.team.balance')}</th>
                <th>{t('agent.team.lastLogin')}</th>
                <th>{t('cashier.status')}</th>
                <th className={u.num}>{t('agent.team.teamSize')}</th>
                <th>
                  <span className={u.muted}>{t('agent.team.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((d) => (
                <tr key={d.id} data-testid="agent-downline">
                  <td>
                    {d.directCount > 0 ? <Link to={keep({ parent: String(d.id), q: null, page: null, transfer: null })}>{d.username}</Link> : d.username}
                    <br />
                    <span className={u.muted}>
                      {t(`agent.account.types.${d.teamSize > 0 || d.type !== 0 ? 'AGENT' : 'MEMBER'}`)} · {percentOf(d.rebateBp)} · {d.joined}
                    </span>
                  </td>
                  <td>{d.level}</td>
                  <td className={u.num}>
                    <AgentMoney minor={d.balanceMinor} />
                  </td>
                  <td>{d.lastLogin || '—'}</td>
                  <td>
                    <span className={d.status === 'ACTIVE' ? u.status.good : u.status.neutral}>{t(`agent.team.status.${d.status}`)}</span>
                  </td>
                  <td className={u.num}>{d.teamSize}</td>
                  <td>
                    {d.level === 1 && atTop ? (
                      <Link
                        to={keep({ transfer: String(d.id) })}
                        className={`${chip} ${s.small}`}
                        preventScrollReset
                        aria-label={t('agent.team.transferTo', { username: d.username })}
                      >
                        {t('agent.team.transfer')}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className={u.empty}>{data.q ? t('agent.team.noMatch') : t('agent.team.empty')}</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}
