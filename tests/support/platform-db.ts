import Database from 'better-sqlite3';

/** Read-only peeks into the reference platform's database, for what a tester would see elsewhere (an SMS, a captcha). */
function withDb<T>(dbPath: string, read: (db: Database.Database) => T): T {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export const latestCaptchaAnswer = (dbPath: string) =>
  withDb(dbPath, (db) => db.prepare('SELECT answer FROM captchas ORDER BY expires_at DESC LIMIT 1').pluck().get() as string);

export const latestSmsCode = (dbPath: string, mobile: string) =>
  withDb(dbPath, (db) => db.prepare('SELECT code FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC LIMIT 1').pluck().get(mobile.replace(/^0+/, '')) as string | undefined);

export const latestEmailCode = (dbPath: string, email: string) =>
  withDb(dbPath, (db) => db.prepare("SELECT token FROM email_outbox WHERE email = ? AND purpose = 'verify' ORDER BY sent_at DESC LIMIT 1").pluck().get(email) as string | undefined);

export const tokensOf = (dbPath: string, username: string) =>
  withDb(dbPath, (db) => db.prepare('SELECT s.token FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.username = ?').pluck().all(username) as string[]);

/** What an operator or a timeout does on the platform side: the member's sessions end. */
export function endSessionsOf(dbPath: string, username: string) {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.prepare('DELETE FROM sessions WHERE member_id IN (SELECT id FROM members WHERE username = ?)').run(username);
  } finally {
    db.close();
  }
}

/** What an operator typing into the platform's back office would do: change its data directly. */
export function writePlatformDb(dbPath: string, sql: string, ...params: unknown[]) {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
