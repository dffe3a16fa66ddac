import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import * as u from '~/ui/centre/centre.css';
import { useImageCdn } from '~/request/image-cdn';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { Points } from './points-text';
import { usePointMall } from './use-point-mall';
import * as s from './point-mall.css';
import { ScrollRegion } from '~/ui/scroll-region';

const TONE = { IN_PROCESS: 'waiting', APPROVED: 'good', REJECTED: 'bad' } as const;

/** A redemption's status in the player's words: In Process, Approved, Rejected. */
export function RedemptionStatus({ status }: { status: keyof typeof TONE }) {
  const { t } = useTranslation();
  return <span className={u.status[TONE[status]]}>{t(`pointMall.status.${status}`)}</span>;
}

/** The member's redemptions, newest first, with the operator's reason for a rejection. */
export function HistoryTab() {
  const { t } = useTranslation();
  const { history } = usePointMall();
  const image = useImageCdn();
  if (!history) return <SectionUnavailable />;
  if (!history.list.length) return <p className={u.empty}>{t('pointMall.history.empty')}</p>;
  return (
    <>
      <ScrollRegion className={u.tableWrap}>
        <table className={u.table} data-testid="redeem-history">
          <thead>
            <tr>
              <th scope="col">{t('pointMall.history.item')}</th>
              <th scope="col" className={u.num}>
                {t('pointMall.history.points')}
              </th>
              <th scope="col">{t('pointMall.history.status')}</th>
              <th scope="col">{t('pointMall.history.time')}</th>
            </tr>
          </thead>
          <tbody>
            {history.list.map((r) => (
              <tr key={r.id} data-testid="redemption">
                <td className={s.itemCell}>
                  {r.imageUrl ? <img src={image(r.imageUrl) ?? undefined} alt="" className={s.thumb} width={48} height={36} /> : null}
                  <span>{r.itemName}</span>
                </td>
                <td className={u.num}>
                  <Points value={r.points} />
                </td>
                <td>
                  <RedemptionStatus status={r.status} />
                  {r.reason ? <span className={s.reason}>{t('pointMall.history.reason', { reason: r.reason })}</span> : null}
                </td>
                <td>
                  {r.created}
                  {r.decided ? <span className={s.reason}>{t('pointMall.history.decided', { time: r.decided })}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={history.pageNo} totalPages={history.totalPages} />
    </>
  );
}
