import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import { MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { ReportTable } from '~/ui/centre/report-table';
import { AgentMoney } from '../ui/agent-money';
import { ReportFilters } from './report-filters';
import { REPORT_CATEGORIES_LIST } from './report-options';
import type { teamProfitLossLoader } from './reports.server';

/** User profit and loss: per member of the team, bets, valid bet, P&L, deposits and withdrawals in the range. */
export function TeamProfitPage() {
  const data = useLoaderData<typeof teamProfitLossLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('agent.pages.palStatementsAgentCopy')}>
      <ReportFilters filters={data.filters} exportQuery={data.exportQuery} show={{ team: true, category: true }} categories={REPORT_CATEGORIES_LIST} />
      <ReportTable
        testId="agent-report"
        empty={t('agent.reports.empty')}
        rows={data.list}
        head={
          <>
            <th>{t('agent.col.username')}</th>
            <th className={u.num}>{t('agent.col.bets')}</th>
            <th className={u.num}>{t('records.validBet')}</th>
            <th className={u.num}>{t('agent.col.profit')}</th>
            <th className={u.num}>{t('agent.col.deposit')}</th>
            <th className={u.num}>{t('agent.col.withdraw')}</th>
          </>
        }
        row={(r) => (
          <tr key={r.memberId}>
            <td>
              {r.username}
              <br />
              <span className={u.muted}>{t('agent.reports.level', { level: r.level })}</span>
            </td>
            <td className={u.num}>{r.betCount}</td>
            <td className={u.num}>
              <AgentMoney minor={r.validBetMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.profitMinor} signed />
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.depositMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.withdrawMinor} />
            </td>
          </tr>
        )}
        foot={
          <>
            <td>{t('agent.reports.total')}</td>
            <td className={u.num}>{data.totals.betCount}</td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.validBetMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.profitMinor} signed />
            </td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.depositMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.withdrawMinor} />
            </td>
          </>
        }
      />
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}
