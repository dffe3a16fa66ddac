import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { FallbackImage } from './fallback-image';
import * as s from './game-tile.css';
import { gameHref } from './game-href';
import type { TileGame } from './tile-game';

export { gameHref };
export type { TileGame };

/** One game as a tile: art (falling back to the site's icon once), hot badge, name and vendor; opens the game. */
export function GameTileLink({ game, defaultIcon }: { game: TileGame; defaultIcon: string }) {
  const { t } = useTranslation();
  return (
    <Link to={gameHref(game)} className={s.tile} prefetch="none">
      <FallbackImage src={game.icon} fallback={defaultIcon} alt="" className={s.art} width={300} height={300} />
      {game.isHot ? <span className={s.hot}>{t('home.hotBadge')}</span> : null}
      {/* Game names come from the providers in their own script: their direction, not the page's, decides where the ellipsis goes. */}
      <span className={s.name} title={game.name} dir="auto">
        {game.name}
      </span>
      <span className={s.vendor}>{game.vendor.replace(/_/g, ' ')}</span>
    </Link>
  );
}

export function GameGrid({ games, defaultIcon, testId }: { games: TileGame[]; defaultIcon: string; testId?: string }) {
  return (
    <ul className={s.grid} data-testid={testId}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTileLink game={game} defaultIcon={defaultIcon} />
        </li>
      ))}
    </ul>
  );
}
