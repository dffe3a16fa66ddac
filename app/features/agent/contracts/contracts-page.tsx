import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { CONTRACT_PERIODS } from '~/platform-client/vocabulary/contracts';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import { Pager } from '~/ui/centre/records-filters';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from '../agent.css';
import { AgentMoney, percentOf, useAgentMoneyText } from '../ui/agent-money';
import { kindOf } from '~/request/contracts/contract-kinds';
import { ContractTerms } from './contract-terms';
import * as c from './contracts.css';
import type { contractsAction, contractsLoader } from './contracts.server';
import { ScrollRegion } from '~/ui/scroll-region';

type Loaded = Awaited<ReturnType<ReturnType<typeof contractsLoader>>>;
type Row = Loaded['mine'][number];

const STATUS_TONE = { PENDING: u.status.waiting, ACTIVE: u.status.good, REJECTED: u.status.bad, TERMINATED: u.status.neutral } as const;

/**
 * One contract type's page: the member's own contracts (with Accept / Reject / Terminate), and for an
 * agent the offer form, its offers to direct downlines (with "end"), then the settlement records.
 */
export function ContractsPage() {
  const data = useLoaderData<Loaded>();
  const outcome = useActionData<ReturnType<typeof contractsAction>>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const money = useAgentMoneyText();
  const kind = kindOf(data.type);
  const errors: Record<string, string> = outcome && !outcome.ok ? outcome.errors : {};
  const values: Record<string, string> = outcome && !outcome.ok ? (outcome.values ?? {}) : {};
  const busy = navigation.state === 'submitting';
  const salary = data.type !== 'DIVIDEND';
  return (
    <MemberPage title={t(`agent.pages.${kind.page}`)} lead={t(`agent.contracts.lead.${data.type}`)}>
      {outcome?.ok && outcome.notice ? <FormNotice tone="success">{t(outcome.notice, outcome.params)}</FormNotice> : null}
      {errors.form ? <FormNotice tone="error">{t(errors.form, outcome?.params)}</FormNotice> : null}

      {data.mine.length ? (
        <Card title={t('agent.contracts.mine')} testId="contracts-mine">
          <ul className={c.list}>
            {data.mine.map((row) => (
              <ContractItem key={row.id} row={row} who={t('agent.contracts.from', { username: row.agent.username })} money={money}>
                {row.request ? (
                  <>
                    <p className={u.muted}>{t(`agent.contracts.request.${row.request}`)}</p>
                    <AnswerButtons id={row.id} actions={['ACCEPT', 'REJECT']} busy={busy} />
                  </>
                ) : row.status === 'ACTIVE' ? (
                  <AnswerButtons id={row.id} actions={['TERMINATE']} busy={busy} />
                ) : null}
              </ContractItem>
            ))}
          </ul>
        </Card>
      ) : null}

      {data.isAgent ? (
        <Card title={t('agent.contracts.offerTitle')} testId="contracts-offer">
          <p className={u.muted}>{t('agent.contracts.maxRate', { rate: percentOf(data.maxRateBp) })}</p>
          {data.downlines.length ? (
            <Form method="post" className={u.formGrid} data-testid="contracts-offer-form">
              <input type="hidden" name="intent" value="offer" />
              <label className={u.inlineLabel}>
                {t('agent.contracts.downline')}
                <select name="downlineId" className={u.select} defaultValue={values.downlineId} required aria-invalid={errors.downlineId ? true : undefined}>
                  {data.downlines.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.username}
                    </option>
                  ))}
                </select>
              </label>
              {errors.downlineId ? <FormNotice tone="error">{t(errors.downlineId, outcome?.params)}</FormNotice> : null}
              <Field
                name="rate"
                label={t(`agent.contracts.rateField.${data.type}`)}
                inputMode="decimal"
                autoComplete="off"
                required
                maxLength={6}
                defaultValue={values.rate}
                error={errors.rate ? t(errors.rate, outcome?.params) : null}
              />
              {data.type === 'DIVIDEND' || data.type === 'DAILY' ? (
                <label className={u.inlineLabel}>
                  {t('agent.contracts.period')}
                  <select name="period" className={u.select} defaultValue={values.period || (salary ? 'DAILY' : 'MONTHLY')}>
                    {CONTRACT_PERIODS.map((p) => (
                      <option key={p} value={p}>
                        {t(`agent.contracts.periods.${p}`)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <input type="hidden" name="period" value="DAILY" />
              )}
              <Field
                name="minValidBet"
                label={t('agent.contracts.minValidBet')}
                hint={t('agent.contracts.optional')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={40}
                defaultValue={values.minValidBet}
                error={errors.minValidBet ? t(errors.minValidBet) : null}
              />
              <Field
                name="minLoss"
                label={t('agent.contracts.minLoss')}
                hint={t('agent.contracts.optional')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={40}
                defaultValue={values.minLoss}
                error={errors.minLoss ? t(errors.minLoss) : null}
              />
              <Field
                name="minActive"
                label={t('agent.contracts.minActive')}
                hint={t('agent.contracts.optional')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                defaultValue={values.minActive}
              />
              <Field
                name="minBet"
                label={t(data.type === 'HOURLY' ? 'agent.contracts.minBetHourly' : 'agent.contracts.minBetDaily')}
                hint={t('agent.contracts.optional')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={40}
                defaultValue={values.minBet}
                error={errors.minBet ? t(errors.minBet) : null}
              />
              <div className={s.rowActions}>
                <button type="submit" className={button.primary} disabled={busy}>
                  {t('agent.contracts.offer')}
                </button>
              </div>
            </Form>
          ) : (
            <p className={u.empty}>{t('agent.contracts.noDownlines')}</p>
          )}
        </Card>
      ) : null}

      {data.isAgent ? (
        <Card title={t('agent.contracts.offered')} testId="contracts-offered">
          {data.offered.length ? (
            <ul className={c.list}>
              {data.offered.map((row) => (
                <ContractItem key={row.id} row={row} who={row.downline.username} money={money}>
                  {row.status === 'PENDING' || (row.status === 'ACTIVE' && !row.request) ? (
                    <Form method="post" className={c.actions}>
                      <input type="hidden" name="intent" value="terminate" />
                      <input type="hidden" name="contractId" value={row.id} />
                      <button type="submit" className={button.outline} disabled={busy}>
                        {t(row.status === 'PENDING' ? 'agent.contracts.withdraw' : 'agent.contracts.requestEnd')}
                      </button>
                    </Form>
                  ) : row.request === 'TERMINATION' ? (
                    <p className={u.muted}>{t('agent.contracts.endRequested')}</p>
                  ) : null}
                </ContractItem>
              ))}
            </ul>
          ) : (
            <p className={u.empty}>{t('agent.contracts.noneOffered')}</p>
          )}
        </Card>
      ) : null}

      <Card title={t('agent.contracts.records')} testId="contracts-records">
        <p className={u.muted}>
          {t('agent.contracts.received')}: <AgentMoney minor={data.records.receivedMinor} />
        </p>
        {data.records.list.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>{t('agent.contracts.periodCol')}</th>
                  <th>{t('agent.contracts.downline')}</th>
                  <th className={u.num}>{t(data.type === 'DIVIDEND' ? 'agent.contracts.baseLoss' : 'agent.contracts.baseBet')}</th>
                  <th className={u.num}>{t('agent.contracts.activeCol')}</th>
                  <th className={u.num}>{t('agent.contracts.rate')}</th>
                  <th className={u.num}>{t('agent.contracts.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.records.list.map((r) => (
                  <tr key={r.id} data-testid="contract-record">
                    <td>{r.periodKey.startsWith('RT-') ? `${r.from} – ${r.to}` : r.periodKey}</td>
                    <td>{r.mine ? t('agent.contracts.me') : r.downline}</td>
                    <td className={u.num}>
                      <AgentMoney minor={r.baseMinor} />
                    </td>
                    <td className={u.num}>{r.activeMembers}</td>
                    <td className={u.num}>{percentOf(r.rateBp)}</td>
                    <td className={u.num}>
                      {r.outcome === 'BELOW_THRESHOLD' ? (
                        <span className={u.status.neutral} title={r.missed.map((m) => t(`agent.contracts.missed.${m}`)).join(', ')}>
                          {t('agent.contracts.outcome.BELOW_THRESHOLD')}
                        </span>
                      ) : (
                        <AgentMoney minor={r.amountMinor} signed={r.mine} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.empty}>{t('agent.contracts.noRecords')}</p>
        )}
        <Pager page={data.records.pageNo} totalPages={data.records.totalPages} />
      </Card>
    </MemberPage>
  );
}

function ContractItem({ row, who, money, children }: { row: Row; who: string; money: (minor: number) => string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={c.contract} data-testid="contract">
      <div className={c.contractHead}>
        <span>{who}</span>
        <span className={STATUS_TONE[row.status]}>{t(`agent.contracts.status.${row.status}`)}</span>
      </div>
      <ContractTerms contract={row} money={money} />
      <p className={u.muted}>
        {t('agent.contracts.since', { date: row.accepted || row.created })}
        {row.ended ? ` · ${t('agent.contracts.endedAt', { date: row.ended })}` : ''}
        {row.endReason ? ` · ${t(`agent.contracts.endReason.${row.endReason}`)}` : ''}
      </p>
      {children}
    </li>
  );
}

/** The downline's answer buttons, one small form each so they work before the script loads. */
export function AnswerButtons({
  id,
  actions,
  busy,
  type,
}: {
  id: number;
  actions: readonly ('ACCEPT' | 'REJECT' | 'TERMINATE')[];
  busy: boolean;
  type?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className={c.actions}>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="contractId" value={id} />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      {actions.map((action) => (
        <button key={action} type="submit" name="action" value={action} className={action === 'ACCEPT' ? button.primary : button.outline} disabled={busy}>
          {t(`agent.contracts.actions.${action}`)}
        </button>
      ))}
    </Form>
  );
}
