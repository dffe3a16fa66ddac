import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { ReportTable } from '~/ui/centre/report-table';
import * as s from '../agent.css';
import { AgentMoney, percentOf } from '../ui/agent-money';
import { ReportFilters } from './report-filters';
import { REPORT_CATEGORIES_LIST } from './report-options';
import type { agentIncomeLoader } from './reports.server';

/** My income: per day, the team's valid bet and the agent's share of it (its rate above each branch's). */
export function IncomePage() {
  const data = useLoaderData<typeof agentIncomeLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('agent.pages.agentRevenueReport')} lead={t('agent.income.lead', { rate: percentOf(data.rebateBp) })}>
      <div className={s.hero} data-testid="agent-income-total">
        <div>
          <div className={s.heroValue}>
            <AgentMoney minor={data.totals.incomeMinor} />
          </div>
          <div className={s.heroLabel}>{t('agent.income.total')}</div>
        </div>
        <div>
          <div className={s.heroValue}>
            <AgentMoney minor={data.totals.validBetMinor} />
          </div>
          <div className={s.heroLabel}>{t('agent.income.teamValidBet')}</div>
        </div>
      </div>
      <ReportFilters filters={data.filters} exportQuery={data.exportQuery} show={{ team: false, category: true }} categories={REPORT_CATEGORIES_LIST} />
      <ReportTable
        testId="agent-report"
        empty={t('agent.reports.empty')}
        rows={data.list}
        head={
          <>
            <th>{t('agent.col.day')}</th>
            <th className={u.num}>{t('records.validBet')}</th>
            <th className={u.num}>{t('agent.col.income')}</th>
          </>
        }
        row={(d) => (
          <tr key={d.day}>
            <td>{d.day}</td>
            <td className={u.num}>
              <AgentMoney minor={d.validBetMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={d.incomeMinor} signed />
            </td>
          </tr>
        )}
      />
    </MemberPage>
  );
}
