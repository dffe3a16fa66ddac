import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './db';
import { MIGRATIONS } from './migrations';

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

function migrate(db: Db) {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]);
  // By id, not by where a module pushed it: parts of the schema are written in parallel branches.
  for (const migration of [...MIGRATIONS].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(migration.id, migration.name, Date.now());
    })();
  }
}
