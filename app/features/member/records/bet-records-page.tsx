import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { StatusPill } from '~/ui/centre/status-pill';
import { Pager, RecordsFilters } from '~/ui/centre/records-filters';
import type { betRecordsLoader } from './records.server';
import { ScrollRegion } from '~/ui/scroll-region';

/** Betting record: stake, win, valid bet and result of every bet in the range, with totals. */
export function BetRecordsPage() {
  const data = useLoaderData<typeof betRecordsLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.personalHistoryCopy')}>
      <RecordsFilters range={data.range}>
        <label className={u.inlineLabel}>
          {t('records.category')}
          <select name="category" className={u.select} defaultValue={data.category ?? ''}>
            <option value="">{t('records.all')}</option>
            {data.categories.map((c) => (
              <option key={c} value={c}>
                {t(`records.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={u.inlineLabel}>
          {t('records.vendor')}
          <select name="vendor" className={u.select} defaultValue={data.vendor ?? ''}>
            <option value="">{t('records.all')}</option>
            {data.vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      </RecordsFilters>
      {data.list.length ? (
        <ScrollRegion className={u.tableWrap} data-testid="bet-records">
          <table className={u.table}>
            <thead>
              <tr>
                <th>{t('cashier.time')}</th>
                <th>{t('records.game')}</th>
                <th className={u.num}>{t('records.stake')}</th>
                <th className={u.num}>{t('records.win')}</th>
                <th className={u.num}>{t('records.validBet')}</th>
                <th className={u.num}>{t('records.profit')}</th>
                <th>{t('cashier.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <td>{r.placed}</td>
                  <td>
                    {r.gameName}
                    <br />
                    <span className={u.muted}>
                      {r.vendor} · {t(`records.categories.${r.gameType}`, { defaultValue: r.gameType })}
                    </span>
                  </td>
                  <td className={u.num}>
                    <Money minor={r.stakeMinor} symbol={false} />
                  </td>
                  <td className={u.num}>
                    <Money minor={r.winMinor} symbol={false} />
                  </td>
                  <td className={u.num}>
                    <Money minor={r.validBetMinor} symbol={false} />
                  </td>
                  <td className={u.num}>{r.status === 'SETTLED' ? <Money minor={r.winMinor - r.stakeMinor} signed symbol={false} /> : '—'}</td>
                  <td>
                    <StatusPill status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={2}>{t('records.totals', { count: data.totals.count })}</td>
                <td className={u.num}>
                  <Money minor={data.totals.stakeMinor} symbol={false} />
                </td>
                <td className={u.num}>
                  <Money minor={data.totals.winMinor} symbol={false} />
                </td>
                <td className={u.num}>
                  <Money minor={data.totals.validBetMinor} symbol={false} />
                </td>
                <td className={u.num}>
                  <Money minor={data.totals.profitMinor} signed symbol={false} />
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      ) : (
        <p className={u.empty}>{t('records.none')}</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}
