import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { FreePlayBadge } from './free-play-badge';
import { LaunchFailurePanel } from './launch-failure';
import { useLotteryFavourites } from './lottery-favourites';
import * as s from './lottery-page.css';
import type { LotteryGroup, lotteryLoader } from './lottery.server';

/** The lottery: the player's starred games, the lobby and the games by group beside the platform's lottery view. */
export function LotteryPage() {
  const data = useLoaderData<typeof lotteryLoader>();
  const { t } = useTranslation();
  const { favourites, toggle } = useLotteryFavourites(data.brandId, data.account);
  const all = data.groups.flatMap((g) => g.games);
  const starred = all.filter((g) => favourites.includes(g.code));
  const gameRow = (game: LotteryGroup['games'][number], prefix: string) => (
    <li key={`${prefix}-${game.code}`} className={s.row}>
      <Link
        to={`/lottery?vendor=${encodeURIComponent(game.vendor || data.vendor)}&gameCode=${encodeURIComponent(game.code)}`}
        className={s.game}
        aria-current={game.code === data.selected ? 'page' : undefined}
      >
        {game.name}
        {game.drawTime ? <span className={s.drawTime}>{t('lottery.drawAt', { time: game.drawTime })}</span> : null}
      </Link>
      <button
        type="button"
        className={s.star}
        aria-pressed={favourites.includes(game.code)}
        aria-label={t('lottery.favourite', { game: game.name })}
        onClick={() => toggle(game.code)}
      >
        ★
      </button>
    </li>
  );
  return (
    <main id="main" className={s.layout}>
      <nav className={s.side} aria-label={t('lottery.games')}>
        <h2 className={s.groupTitle}>{t('lottery.favourites')}</h2>
        {starred.length ? (
          <ul className={s.list} data-testid="lottery-favourites">
            {starred.map((g) => gameRow(g, 'fav'))}
          </ul>
        ) : (
          <p className={s.drawTime}>{t('lottery.noFavourites')}</p>
        )}
        {data.recent.length ? (
          <section>
            <h2 className={s.groupTitle}>{t('lottery.recent')}</h2>
            <ul className={s.list} data-testid="lottery-recent">
              {data.recent.map((g) => gameRow(g, 'recent'))}
            </ul>
          </section>
        ) : null}
        <Link to={`/lottery?vendor=${encodeURIComponent(data.vendor)}`} className={s.game} aria-current={data.selected ? undefined : 'page'}>
          {t('lottery.lobby')}
        </Link>
        {data.groups.map((group) => (
          <section key={group.code}>
            <h2 className={s.groupTitle}>{group.name}</h2>
            <ul className={s.list}>{group.games.map((g) => gameRow(g, group.code))}</ul>
          </section>
        ))}
      </nav>
      <div className={s.stage}>
        {data.url && data.freePlay ? <FreePlayBadge freePlay={data.freePlay} /> : null}
        {data.url ? (
          <iframe src={data.url} title={data.title} className={s.frame} data-testid="lottery-frame" />
        ) : data.failure ? (
          <LaunchFailurePanel failure={data.failure} />
        ) : null}
      </div>
    </main>
  );
}
