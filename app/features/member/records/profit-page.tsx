import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { RecordsFilters } from '~/ui/centre/records-filters';
import type { profitLoader } from './records.server';
import { ScrollRegion } from '~/ui/scroll-region';

/** Profit: the range's totals, each day, and each category. */
export function ProfitPage() {
  const data = useLoaderData<typeof profitLoader>();
  const { t } = useTranslation();
  const widest = Math.max(1, ...data.days.map((d) => Math.abs(d.profitMinor)));
  return (
    <MemberPage title={t('member.pages.personalProfit')}>
      <RecordsFilters range={data.range} />
      <div className={u.grid2} data-testid="profit-totals">
        <Card title={t('records.stake')}>
          <span className={u.big}>
            <Money minor={data.totals.stakeMinor} />
          </span>
        </Card>
        <Card title={t('records.win')}>
          <span className={u.big}>
            <Money minor={data.totals.winMinor} />
          </span>
        </Card>
        <Card title={t('records.profit')}>
          <span className={u.big}>
            <Money minor={data.totals.profitMinor} signed />
          </span>
        </Card>
      </div>
      <Card title={t('records.byDay')} testId="profit-days">
        {data.days.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>{t('records.day')}</th>
                  <th className={u.num}>{t('records.stake')}</th>
                  <th className={u.num}>{t('records.profit')}</th>
                  <th aria-hidden="true" />
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.day}>
                    <td>{d.day}</td>
                    <td className={u.num}>
                      <Money minor={d.stakeMinor} symbol={false} />
                    </td>
                    <td className={u.num}>
                      <Money minor={d.profitMinor} signed symbol={false} />
                    </td>
                    <td aria-hidden="true" style={{ width: '40%' }}>
                      <div className={u.progress}>
                        <div
                          className={u.progressBar}
                          style={{ width: `${(Math.abs(d.profitMinor) / widest) * 100}%`, opacity: d.profitMinor < 0 ? 0.45 : 1 }}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.muted}>{t('records.none')}</p>
        )}
      </Card>
      <Card title={t('records.byCategory')} testId="profit-categories">
        {data.categories.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>{t('records.category')}</th>
                  <th className={u.num}>{t('records.validBet')}</th>
                  <th className={u.num}>{t('records.win')}</th>
                  <th className={u.num}>{t('records.profit')}</th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((c) => (
                  <tr key={c.gameType}>
                    <td>{t(`records.categories.${c.gameType}`, { defaultValue: c.gameType })}</td>
                    <td className={u.num}>
                      <Money minor={c.validBetMinor} symbol={false} />
                    </td>
                    <td className={u.num}>
                      <Money minor={c.winMinor} symbol={false} />
                    </td>
                    <td className={u.num}>
                      <Money minor={c.profitMinor} signed symbol={false} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.muted}>{t('records.none')}</p>
        )}
      </Card>
    </MemberPage>
  );
}
