import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export type Migration = { id: number; name: string; sql: string };

/** Where the schema lives: one `NNNN-what-it-adds.sql` file per migration. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;

/**
 * The migrations in id order. The id is the file name's number; the name is the file's first line when
 * it is a `-- ` comment (what `schema_migrations` records), else the rest of the file name.
 * A `.sql` file named otherwise, or a repeated id, is an error: a migration never goes unapplied quietly.
 */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`platform migration ${file}: name it NNNN-what-it-adds.sql (four digits, lower-case words)`);
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const heading = /^-- (.+)\n/.exec(sql)?.[1];
      return { id: Number(match[1]), name: heading ?? file.slice(5, -4).replaceAll('-', ' '), sql };
    })
    .sort((a, b) => a.id - b.id);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]!.id === m.id) throw new Error(`platform migrations: two files have the id ${m.id}`);
  });
  return migrations;
}

/** Applies, in id order, each migration whose id `schema_migrations` does not list yet; each in a transaction of its own. */
export function migrate(db: Db, migrations: Migration[] = readMigrations()): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(db.prepare<[], number>('SELECT id FROM schema_migrations').pluck().all());
  const record = db.prepare<[number, string, number]>('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, Date.now());
    })();
  }
}
