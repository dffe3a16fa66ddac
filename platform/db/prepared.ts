import type Database from 'better-sqlite3';
import type { Db } from './db';

/**
 * Statements compiled once per database and kept as long as it lives. Compiling a statement costs more than
 * running the small keyed reads that every signed-in call makes (the session's member, an unread count), so a
 * read on every request asks for its statement here instead of `db.prepare` each time. SQLite recompiles a kept
 * statement itself when the schema changes, and its parameters are bound per run: it sees rows written later.
 * Only for `get`, `all` and `run` (which finish before they return), never `iterate`: a statement is busy while
 * an iteration is open, and a kept one is shared by every caller.
 */
const kept = new WeakMap<Db, Map<string, Database.Statement>>();

function statementFor(db: Db, sql: string, pluck: boolean): Database.Statement {
  let byText = kept.get(db);
  if (!byText) kept.set(db, (byText = new Map()));
  // A plucking statement is a different object from one that reads rows: `pluck()` changes the statement itself.
  const key = pluck ? `pluck\n${sql}` : sql;
  let statement = byText.get(key);
  if (!statement) byText.set(key, (statement = pluck ? db.prepare(sql).pluck() : db.prepare(sql)));
  return statement;
}

/** `db.prepare(sql)`, compiled the first time on this database. */
export const prepared = <Row = unknown>(db: Db, sql: string) => statementFor(db, sql, false) as Database.Statement<unknown[], Row>;

/** `db.prepare(sql).pluck()`, compiled the first time on this database: each row's first column. */
export const preparedPluck = <Value = unknown>(db: Db, sql: string) => statementFor(db, sql, true) as Database.Statement<unknown[], Value>;
