/**
 * How public boards (the winner board, the rankings, the winners list) show a player: the first two
 * characters, three stars and the last one (`lu***7`), so friends recognise a win without learning
 * anyone's login. Very short names keep only their first character.
 */
export function maskWinnerName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
