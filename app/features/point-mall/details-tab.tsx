import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import * as u from '~/ui/centre/centre.css';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { Points } from './points-text';
import { usePointMall } from './use-point-mall';
import * as s from './point-mall.css';
import { ScrollRegion } from '~/ui/scroll-region';

/** Every change of the member's points: earned from bets, granted, redeemed, refunded, converted. */
export function DetailsTab() {
  const { t } = useTranslation();
  const { details } = usePointMall();
  if (!details) return <SectionUnavailable />;
  return (
    <>
      <dl className={u.grid2}>
        <div className={u.card}>
          <dt className={u.muted}>{t('pointMall.details.earned')}</dt>
          <dd className={u.big}>
            <Points value={details.totals.earned} />
          </dd>
        </div>
        <div className={u.card}>
          <dt className={u.muted}>{t('pointMall.details.spent')}</dt>
          <dd className={u.big}>
            <Points value={details.totals.spent} />
          </dd>
        </div>
      </dl>
      {details.list.length ? (
        <ScrollRegion className={u.tableWrap}>
          <table className={u.table} data-testid="points-details">
            <thead>
              <tr>
                <th scope="col">{t('pointMall.details.time')}</th>
                <th scope="col">{t('pointMall.details.type')}</th>
                <th scope="col" className={u.num}>
                  {t('pointMall.details.points')}
                </th>
                <th scope="col" className={u.num}>
                  {t('pointMall.details.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {details.list.map((d) => (
                <tr key={d.id}>
                  <td>{d.time}</td>
                  <td>
                    {t(`pointMall.details.kinds.${d.kind}`)}
                    {d.kind === 'EARN' && d.note ? <span className={s.reason}>{d.note.replace(/^Valid bets of /, '')}</span> : null}
                  </td>
                  <td className={u.num}>
                    <span className={d.points > 0 ? s.kind.plus : s.kind.minus}>
                      {d.points > 0 ? '+' : '−'}
                      <Points value={Math.abs(d.points)} />
                    </span>
                  </td>
                  <td className={u.num}>
                    <Points value={d.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className={u.empty}>{t('pointMall.details.empty')}</p>
      )}
      <Pager page={details.pageNo} totalPages={details.totalPages} />
    </>
  );
}
