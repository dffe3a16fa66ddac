import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import * as u from '~/ui/centre/centre.css';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { usePrizeText } from './prize-text';
import { useLuckyDraw } from './use-lucky-draw';
import * as s from './lucky-draw.css';
import { ScrollRegion } from '~/ui/scroll-region';

/** The member's draws, newest first. */
export function DrawHistory() {
  const { t } = useTranslation();
  const { history } = useLuckyDraw();
  const text = usePrizeText();
  return (
    <section className={u.card} aria-labelledby="lucky-history-title">
      <h2 id="lucky-history-title" className={s.sectionTitle}>
        {t('luckyDraw.history.title')}
      </h2>
      {!history ? (
        <SectionUnavailable />
      ) : !history.list.length ? (
        <p className={u.empty}>{t('luckyDraw.history.empty')}</p>
      ) : (
        <>
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table} data-testid="draw-history">
              <thead>
                <tr>
                  <th scope="col">{t('luckyDraw.history.time')}</th>
                  <th scope="col">{t('luckyDraw.history.event')}</th>
                  <th scope="col">{t('luckyDraw.history.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {history.list.map((h) => (
                  <tr key={h.id} data-testid="draw-row">
                    <td>{h.time}</td>
                    <td>{t(`luckyDraw.kinds.${h.kind}`)}</td>
                    <td className={u.positive}>{text(h.prize)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager page={history.pageNo} totalPages={history.totalPages} />
        </>
      )}
    </section>
  );
}
