/** Where a tile leads until the launch flow exists: the game page with the game's ids. */
export function gameHref(game: { nodeId: number | null; vendor: string }): string {
  const query = new URLSearchParams({ vendor: game.vendor });
  if (game.nodeId !== null) query.set('nodeId', String(game.nodeId));
  return `/game?${query}`;
}
