import type Database from 'better-sqlite3';

/** An open platform database (see `openDatabase`); every data module takes one. */
export type Db = Database.Database;
