import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '@whitelabel/reference-platform/db/migrate';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { importCircles } from '../support/import-circles';
import { rowCasts, rowCastsIn } from '../support/row-casts';
import { seededTemplatePath } from '../support/seeded-platform';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-package-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the reference platform package', () => {
  it('opens a database with its whole schema and no data: the demo merchants come only when start-up seeds them', () => {
    const db = openDatabase(path.join(dir, 'fresh.db'));
    try {
      const applied = db.prepare<[], number>('SELECT id FROM schema_migrations ORDER BY id').pluck().all();
      expect(applied).toEqual(readMigrations().map((m) => m.id));
      expect(db.prepare('SELECT COUNT(*) FROM merchants').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
    // The seed's side, read from the run's template: the same openDatabase and seedDemoMerchants on an empty file, done
    // once a run (a second seed here cost ~8 CPU-seconds).
    const seeded = new Database(seededTemplatePath(), { readonly: true, fileMustExist: true });
    try {
      expect(seeded.prepare<[], string>('SELECT code FROM merchants ORDER BY code').pluck().all()).toEqual(['demoa01', 'demob02', 'democ03']);
    } finally {
      seeded.close();
    }
  });

  it('reads one .sql file per migration in id order, each named by its first comment line', () => {
    const files = fs.readdirSync(path.resolve('platform/db/migrations')).filter((f) => f.endsWith('.sql'));
    const migrations = readMigrations();
    expect(migrations.map((m) => m.id)).toEqual(files.map((f) => Number(f.slice(0, 4))));
    expect(migrations.map((m) => m.id)).toEqual([...migrations.map((m) => m.id)].sort((a, b) => a - b));
    expect(migrations.find((m) => m.id === 10)?.name).toMatch(/^cashier: double-entry ledger/);
  });

  it('applies to a database only the migrations its schema_migrations does not list, in id order', () => {
    const [first, second, ...rest] = readMigrations();
    const db = new Database(':memory:');
    try {
      migrate(db, [first!, second!]);
      db.prepare("INSERT INTO merchants (code, name, default_language, languages) VALUES ('kept01', 'Kept', 'EN', '[\"EN\"]')").run();
      // A later file and the ones already applied: only the later ones run, the data stays.
      migrate(db, [first!, second!, ...rest]);
      expect(db.prepare<[], number>('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(readMigrations().map((m) => m.id));
      expect(db.prepare('SELECT name FROM merchants').pluck().all()).toEqual(['Kept']);
    } finally {
      db.close();
    }
  });

  it('refuses a migration file it cannot order', () => {
    const bad = fs.mkdtempSync(path.join(dir, 'bad-'));
    fs.writeFileSync(path.join(bad, '0001-first.sql'), '-- first\nCREATE TABLE a (x);\n');
    fs.writeFileSync(path.join(bad, '2-second.sql'), 'CREATE TABLE b (x);\n');
    expect(() => readMigrations(bad)).toThrow(/2-second\.sql: name it NNNN-/);
    fs.rmSync(path.join(bad, '2-second.sql'));
    fs.writeFileSync(path.join(bad, '0001-again.sql'), 'CREATE TABLE b (x);\n');
    expect(() => readMigrations(bad)).toThrow(/two files have the id 1/);
  });

  it('has no import circle in platform/ or app/ (type-only imports aside)', () => {
    expect(importCircles(process.cwd(), ['platform', 'app'])).toEqual([]);
  });

  it("reads SQL rows through typed statements: no `as` cast on a statement read in platform/ or the tests' platform peeks", () => {
    // The forms the check must catch, one per line: a plain read, a plucked multi-line read, a read through
    // `?:`, and a `<T>` assertion; a typed read and `as const` are fine.
    const caught = rowCastsIn(
      'sample.ts',
      [
        "const a = db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow;",
        "const b = db\n  .prepare('SELECT COUNT(*) FROM games')\n  .pluck()\n  .get() as number;",
        'const c = (x ? s.get(1) : t.get(2)) as Row | undefined;',
        'const d = <Row[]>stmt.all();',
        "const e = db.prepare<unknown[], Row>('SELECT * FROM t').all();",
        'const f = [1, 2] as const;',
      ].join('\n'),
    );
    expect(caught.map((c) => c.split(':')[1])).toEqual(['1', '2', '6', '7']);
    expect([...rowCasts('platform'), ...rowCasts('tests/support')]).toEqual([]);
  });
});
