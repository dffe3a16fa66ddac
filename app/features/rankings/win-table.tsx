import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { FallbackImage } from '~/features/games/fallback-image';
import { gameHref } from '~/features/games/game-grid';
import { Amount, type MoneyFormat } from '~/ui/centre/money';
import * as u from '~/ui/centre/centre.css';
import * as s from './boards.css';
import type { WinRow } from './win-rows.server';
import { ScrollRegion } from '~/ui/scroll-region';

const DEFAULT_GAME_ICON = '/game-default.svg';

/** Wins as a table: who (masked), the game (a link that opens it), what it paid, and when. */
export function WinTable({
  rows,
  money,
  ranked,
  caption,
  testId,
}: {
  rows: (WinRow & { rank?: number })[];
  money: MoneyFormat;
  ranked: boolean;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion className={u.tableWrap}>
      <table className={`${u.table} ${s.winTable}`} data-testid={testId}>
        <caption className={s.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {ranked ? <th scope="col">{t('rankings.col.rank')}</th> : null}
            <th scope="col">{t('rankings.col.player')}</th>
            <th scope="col">{t('rankings.col.game')}</th>
            <th scope="col" className={u.num}>
              {t('rankings.col.win')}
            </th>
            <th scope="col" className={`${u.num} ${s.wideOnly}`}>
              {t('rankings.col.when')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <tr key={w.key} data-testid="win-row">
              {ranked ? (
                <td>
                  <span className={s.rankNo}>{w.rank}</span>
                </td>
              ) : null}
              <td>
                <strong>{w.name}</strong>
              </td>
              <td>
                <Link to={gameHref(w)} className={s.gameCell} prefetch="none">
                  <FallbackImage src={w.icon} fallback={DEFAULT_GAME_ICON} alt="" className={s.gameIcon} width={36} height={36} />
                  <span className={s.gameText}>
                    <span className={s.gameName}>{w.game}</span>
                    <span className={s.gameMeta}>{w.vendor}</span>
                  </span>
                </Link>
              </td>
              <td className={u.num}>
                <span className={s.winAmount}>
                  <Amount minor={w.winMinor} format={money} />
                </span>
                {w.multiple ? <div className={s.multiplier}>×{w.multiple}</div> : null}
                <div className={s.phoneOnly}>{w.ago}</div>
              </td>
              <td className={`${u.num} ${s.wideOnly}`}>
                <time dateTime={w.at.iso} title={w.at.text}>
                  {w.ago}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
