import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './db';
import { migrate } from './migrate';

/**
 * Opens (creating if needed) the platform database: WAL, foreign keys, migrations. It writes no data:
 * whoever starts the platform seeds it (`seedDemoMerchants`), so the schema depends on no data module.
 */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
