import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import { MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { ReportTable } from '~/ui/centre/report-table';
import { AgentMoney } from '../ui/agent-money';
import { ReportFilters } from './report-filters';
import type { teamTransactionsLoader } from './reports.server';

/** Transaction details: every wallet movement of the team in the range, with money in and out totals. */
export function TeamTransactionsPage() {
  const data = useLoaderData<typeof teamTransactionsLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('agent.pages.agentDownlineTransactionDetailsCopy')}>
      <ReportFilters filters={data.filters} exportQuery={data.exportQuery} show={{ team: true, type: true }} types={data.types} />
      <ReportTable
        testId="agent-report"
        empty={t('agent.reports.empty')}
        rows={data.list}
        head={
          <>
            <th>{t('cashier.time')}</th>
            <th>{t('agent.col.username')}</th>
            <th>{t('agent.col.type')}</th>
            <th className={u.num}>{t('agent.col.amount')}</th>
            <th className={u.num}>{t('agent.col.balanceAfter')}</th>
          </>
        }
        row={(r) => (
          <tr key={r.id}>
            <td>{r.time}</td>
            <td>
              {r.username}
              <br />
              <span className={u.muted}>{t('agent.reports.level', { level: r.level })}</span>
            </td>
            <td>
              {t(`records.types.${r.type}`, { defaultValue: r.type })}
              {r.note ? (
                <>
                  <br />
                  <span className={u.muted}>{r.note}</span>
                </>
              ) : null}
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.amountMinor} signed />
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.balanceAfterMinor} />
            </td>
          </tr>
        )}
        foot={
          <>
            <td colSpan={3}>{t('records.totals', { count: data.totals.count })}</td>
            <td className={u.num} colSpan={2}>
              <AgentMoney minor={data.totals.inMinor} signed /> / <AgentMoney minor={-data.totals.outMinor} signed />
            </td>
          </>
        }
      />
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}
