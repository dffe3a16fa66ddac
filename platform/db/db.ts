import type Database from 'better-sqlite3';

/** An open platform database (see `openDatabase`); every data module takes one. */
export type Db = Database.Database;

/**
 * The row a statement always answers (an aggregate without GROUP BY answers exactly one): typed
 * without a cast, and a missing row, which would be a bug, fails loudly instead of reading as a value.
 */
export function oneRow<Row>(row: Row | undefined): Row {
  if (row === undefined) throw new Error('the statement answered no row where it always answers one');
  return row;
}
