import type { GameTile } from '~/features/content/views';

/** What a tile shows and links with: a page that only shows tiles leaves the rest of a game out of its data. */
export type TileGame = Pick<GameTile, 'nodeId' | 'name' | 'icon' | 'vendor' | 'isHot'>;

/** A game as a tile shows it, for a loader that sends tiles only (a module of its own: loaders import no component). */
export const tileGame = ({ nodeId, name, icon, vendor, isHot }: TileGame): TileGame => ({ nodeId, name, icon, vendor, isHot });
