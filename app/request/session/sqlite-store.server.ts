import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Revocation, SessionStore, SignInRecord } from './store.server';

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Sessions in an embedded SQLite file: one machine, any number of processes (WAL). Expired rows
 * are read as absent and purged now and then.
 */
export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private lastPurge = 0;
  /** Each statement compiled once: every signed-in request reads its record, and compiling the SQL cost more than the read. */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 2000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS sign_ins (
        sid TEXT PRIMARY KEY,
        brand_id TEXT NOT NULL,
        account TEXT NOT NULL,
        record TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sign_ins_account ON sign_ins (brand_id, account);
      CREATE TABLE IF NOT EXISTS revocations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        brand_id TEXT NOT NULL,
        token TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
    `);
  }

  async read(sid: string): Promise<SignInRecord | null> {
    const now = Date.now();
    this.purge(now);
    const row = this.statement('SELECT record FROM sign_ins WHERE sid = ? AND expires_at > ?').get(sid, now) as { record: string } | undefined;
    return row ? (JSON.parse(row.record) as SignInRecord) : null;
  }

  async write(sid: string, record: SignInRecord, ttlMs: number): Promise<void> {
    this.statement(
      'INSERT INTO sign_ins (sid, brand_id, account, record, expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(sid) DO UPDATE SET record = excluded.record, expires_at = excluded.expires_at',
    ).run(sid, record.brandId, record.account, JSON.stringify(record), Date.now() + ttlMs);
  }

  async touch(sid: string, at: number, ttlMs: number): Promise<void> {
    this.statement("UPDATE sign_ins SET record = json_set(record, '$.lastSeenAt', ?), expires_at = ? WHERE sid = ?").run(at, at + ttlMs, sid);
  }

  async remove(sid: string): Promise<SignInRecord | null> {
    const row = this.statement('DELETE FROM sign_ins WHERE sid = ? RETURNING record').get(sid) as { record: string } | undefined;
    return row ? (JSON.parse(row.record) as SignInRecord) : null;
  }

  async removeAccount(brandId: string, account: string, except?: string): Promise<SignInRecord[]> {
    const rows = this.statement('DELETE FROM sign_ins WHERE brand_id = ? AND account = ? AND sid IS NOT ? RETURNING record').all(
      brandId,
      account,
      except ?? null,
    ) as { record: string }[];
    return rows.map((row) => JSON.parse(row.record) as SignInRecord);
  }

  async queueRevocation({ brandId, token, attempts }: Revocation): Promise<void> {
    this.statement('INSERT INTO revocations (brand_id, token, attempts) VALUES (?, ?, ?)').run(brandId, token, attempts);
  }

  async takeRevocations(max: number): Promise<Revocation[]> {
    const rows = this.statement('DELETE FROM revocations WHERE id IN (SELECT id FROM revocations ORDER BY id LIMIT ?) RETURNING brand_id, token, attempts').all(
      max,
    ) as {
      brand_id: string;
      token: string;
      attempts: number;
    }[];
    return rows.map((row) => ({ brandId: row.brand_id, token: row.token, attempts: row.attempts }));
  }

  async ping(): Promise<void> {
    this.statement('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private purge(now: number) {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    this.statement('DELETE FROM sign_ins WHERE expires_at <= ?').run(now);
  }
}
