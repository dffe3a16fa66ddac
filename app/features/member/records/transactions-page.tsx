import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { Pager, RecordsFilters } from '~/ui/centre/records-filters';
import type { transactionsLoader } from './records.server';
import { ScrollRegion } from '~/ui/scroll-region';

/** Account record: every movement of the wallet, its type, and the balance after it. */
export function TransactionsPage() {
  const data = useLoaderData<typeof transactionsLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.transactionHistory')}>
      <RecordsFilters range={data.range}>
        <label className={u.inlineLabel}>
          {t('records.type')}
          <select name="type" className={u.select} defaultValue={data.type ?? ''}>
            <option value="">{t('records.all')}</option>
            {data.types.map((type) => (
              <option key={type} value={type}>
                {t(`records.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </RecordsFilters>
      {data.list.length ? (
        <ScrollRegion className={u.tableWrap} data-testid="transactions">
          <table className={u.table}>
            <thead>
              <tr>
                <th>{t('cashier.time')}</th>
                <th>{t('records.type')}</th>
                <th className={u.num}>{t('cashier.amount')}</th>
                <th className={u.num}>{t('records.balanceAfter')}</th>
                <th>{t('records.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <td>{r.time}</td>
                  <td>
                    {t(`records.types.${r.type}`, { defaultValue: r.type })}
                    {r.wallet !== 'MAIN' ? <span className={u.muted}> · {r.wallet}</span> : null}
                  </td>
                  <td className={u.num}>
                    <Money minor={r.amountMinor} signed symbol={false} />
                  </td>
                  <td className={u.num}>
                    <Money minor={r.balanceAfterMinor} symbol={false} />
                  </td>
                  <td className={u.muted}>{r.reference ?? r.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className={u.empty}>{t('records.none')}</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}
