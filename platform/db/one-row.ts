/**
 * A row the platform's own data promises (an aggregate without GROUP BY, a member a live session points
 * at, a row just written) came back missing: a bug or a broken database, never a player's mistake, so
 * the router answers it as a system error and logs what was missing.
 */
export class MissingRow extends Error {
  constructor(readonly what: string) {
    super(`no row where one must exist: ${what}`);
    this.name = 'MissingRow';
  }
}

/**
 * The row a statement must answer, typed without a cast: a missing row throws `MissingRow` naming
 * `what` instead of reading as a value. Where a missing row can be the caller's doing (an id from a
 * request), answer a refusal instead. An aggregate without GROUP BY always answers one row.
 */
export function oneRow<Row>(row: Row | undefined, what = 'an aggregate row'): Row {
  if (row === undefined) throw new MissingRow(what);
  return row;
}
