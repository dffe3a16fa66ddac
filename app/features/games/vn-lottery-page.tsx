import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import * as s from './lottery-page.css';
import type { vnLotteryLoader } from './lottery.server';

/** The Vietnam lottery's games by region (each opens in /lottery) and the latest draws. */
export function VnLotteryPage() {
  const { title, groups, draws } = useLoaderData<typeof vnLotteryLoader>();
  const { t } = useTranslation();
  return (
    <PageFrame title={title}>
      {groups === null ? <SectionUnavailable testId="lottery-games-unavailable" /> : null}
      {(groups ?? []).map((group) => (
        <section key={group.code} aria-labelledby={`group-${group.code}`}>
          <h2 id={`group-${group.code}`} className={s.sectionTitle}>
            {group.name}
          </h2>
          <ul className={s.cards}>
            {group.games.map((game) => (
              <li key={game.code}>
                <Link to={`/lottery?vendor=${encodeURIComponent(game.vendor || 'TCG_LOTTO_VN')}&gameCode=${encodeURIComponent(game.code)}`} className={s.card}>
                  <strong>{game.name}</strong>
                  {game.drawTime ? <span className={s.drawTime}>{t('lottery.drawAt', { time: game.drawTime })}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2 className={s.sectionTitle}>{t('lottery.results')}</h2>
      {draws === null ? (
        <SectionUnavailable testId="lottery-results-unavailable" />
      ) : (
        <table className={s.results} data-testid="lottery-results">
          <thead>
            <tr>
              <th className={s.cell} scope="col">
                {t('lottery.game')}
              </th>
              <th className={s.cell} scope="col">
                {t('lottery.draw')}
              </th>
              <th className={s.cell} scope="col">
                {t('lottery.openedAt')}
              </th>
              <th className={s.cell} scope="col">
                {t('lottery.special')}
              </th>
              <th className={s.cell} scope="col">
                {t('lottery.otherPrizes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {draws.map((d) => (
              <tr key={`${d.gameCode}-${d.numero}`}>
                <td className={s.cell}>{d.gameName}</td>
                <td className={s.cell}>{d.numero}</td>
                <td className={s.cell}>{d.openTime}</td>
                <td className={`${s.cell} ${s.special}`}>{d.numbers[0] ?? ''}</td>
                <td className={`${s.cell} ${s.numbers}`}>{d.numbers.slice(1, 8).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageFrame>
  );
}
