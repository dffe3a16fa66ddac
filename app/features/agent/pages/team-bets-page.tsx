import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import { MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { ReportTable } from '~/ui/centre/report-table';
import { AgentMoney } from '../ui/agent-money';
import { ReportFilters } from './report-filters';
import { REPORT_CATEGORIES_LIST } from './report-options';
import type { teamBetsLoader } from './reports.server';

/** Team betting: every bet of the team in the range, with who placed it and at which level. */
export function TeamBetsPage() {
  const data = useLoaderData<typeof teamBetsLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('agent.pages.personalHistoryCopy')}>
      <ReportFilters filters={data.filters} exportQuery={data.exportQuery} show={{ team: true, category: true }} categories={REPORT_CATEGORIES_LIST} />
      <ReportTable
        testId="agent-report"
        empty={t('agent.reports.empty')}
        rows={data.list}
        head={
          <>
            <th>{t('cashier.time')}</th>
            <th>{t('agent.col.username')}</th>
            <th>{t('records.game')}</th>
            <th className={u.num}>{t('records.stake')}</th>
            <th className={u.num}>{t('records.validBet')}</th>
            <th className={u.num}>{t('records.profit')}</th>
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
              {r.gameName}
              <br />
              <span className={u.muted}>
                {r.vendor} · {t(`records.categories.${r.gameType}`, { defaultValue: r.gameType })}
              </span>
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.stakeMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={r.validBetMinor} />
            </td>
            <td className={u.num}>{r.status === 'SETTLED' ? <AgentMoney minor={r.winMinor - r.stakeMinor} signed /> : '—'}</td>
          </tr>
        )}
        foot={
          <>
            <td colSpan={3}>{t('records.totals', { count: data.totals.count })}</td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.stakeMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.validBetMinor} />
            </td>
            <td className={u.num}>
              <AgentMoney minor={data.totals.profitMinor} signed />
            </td>
          </>
        }
      />
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}
