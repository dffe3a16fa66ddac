import Database from 'better-sqlite3';
import { oneRow } from '@whitelabel/reference-platform/db/one-row';

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
  withDb(dbPath, (db) =>
    oneRow(db.prepare<unknown[], string>('SELECT answer FROM captchas ORDER BY expires_at DESC LIMIT 1').pluck().get(), 'a captcha (none was shown yet)'),
  );

export const latestSmsCode = (dbPath: string, mobile: string) =>
  withDb(dbPath, (db) =>
    db.prepare<unknown[], string>('SELECT code FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC LIMIT 1').pluck().get(mobile.replace(/^0+/, '')),
  );

export const latestEmailCode = (dbPath: string, email: string) =>
  withDb(dbPath, (db) =>
    db.prepare<unknown[], string>("SELECT token FROM email_outbox WHERE email = ? AND purpose = 'verify' ORDER BY sent_at DESC LIMIT 1").pluck().get(email),
  );

export const tokensOf = (dbPath: string, username: string) =>
  withDb(dbPath, (db) =>
    db.prepare<unknown[], string>('SELECT s.token FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.username = ?').pluck().all(username),
  );

/** What an operator or a timeout does on the platform side: the member's sessions end. */
export function endSessionsOf(dbPath: string, username: string) {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.prepare('DELETE FROM sessions WHERE member_id IN (SELECT id FROM members WHERE username = ?)').run(username);
  } finally {
    db.close();
  }
}

/** Rows of a query, as an operator's report would show them. */
export const queryPlatformDb = <T>(dbPath: string, sql: string, ...params: unknown[]) => withDb(dbPath, (db) => db.prepare<unknown[], T>(sql).all(...params));

/** What an operator typing into the platform's back office would do: change its data directly. */
export function writePlatformDb(dbPath: string, sql: string, ...params: unknown[]) {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/**
 * A dividend contract (10 %, monthly) the agent offered its downline and the downline has not answered yet,
 * as the agent's offer leaves it on the platform; answers its id.
 */
export function pendingContract(dbPath: string, agentId: number, downlineId: number): number {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    return oneRow(
      db
        .prepare<unknown[], number>(
          `INSERT INTO agent_contracts (merchant, type, agent_id, downline_id, rate_bp, period, status, created_at)
           VALUES ((SELECT merchant FROM members WHERE id = ?), 'DIVIDEND', ?, ?, 1000, 'MONTHLY', 'PENDING', ?) RETURNING id`,
        )
        .pluck()
        .get(agentId, agentId, downlineId, Date.now()),
    );
  } finally {
    db.close();
  }
}

/**
 * scrypt's cost for the members tests add: 1/16 of the platform's, so a hash and each sign-in's check cost a few
 * milliseconds instead of tens (the cashier file alone adds dozens). The platform's own routes and seed still hash
 * at its cost (tests/platform/passwords.test.ts); a test run's seeded template uses this one too (seeded-platform.ts).
 */
export const TEST_MEMBER_COST = 1024;

/**
 * A member created the way the operator's back office would: hashed password, the brand's currency, and
 * an opening balance posted through the platform's own ledger (so `ledger check` still balances).
 */
export async function addPlatformMember(
  dbPath: string,
  m: {
    merchant: string;
    username: string;
    password: string;
    balanceMinor?: number;
    type?: number;
    payeeName?: string | null;
    paymentPassword?: string;
    upline?: string;
  },
): Promise<number> {
  // Loaded here, not at the top: the site's tests that only peek into the database need none of the platform's code.
  const { hashPassword } = await import('@whitelabel/reference-platform/db/passwords');
  const { memberAccount, operatorAccount, post } = await import('@whitelabel/reference-platform/db/ledger');
  const { CURRENCY_SYMBOLS } = await import('@whitelabel/reference-platform/db/money');
  const db = new Database(dbPath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db
      .transaction(() => {
        const currency = oneRow(
          db.prepare<unknown[], string>('SELECT currency FROM cashier_settings WHERE merchant = ?').pluck().get(m.merchant),
          `the cashier settings of ${m.merchant}`,
        );
        const upline = m.upline
          ? oneRow(
              db.prepare<unknown[], number>('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(m.merchant, m.upline),
              `the upline ${m.upline}`,
            )
          : null;
        const id = Number(
          db
            .prepare(
              `INSERT INTO members (merchant, username, nickname, payee_name, password_hash, type, currency, currency_symbol, first_login, created_at, upline_id, payment_password_hash)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
            )
            .run(
              m.merchant,
              m.username,
              m.username,
              m.payeeName ?? null,
              hashPassword(m.password, TEST_MEMBER_COST),
              m.type ?? 0,
              currency,
              CURRENCY_SYMBOLS[currency] ?? '',
              Date.now(),
              upline,
              m.paymentPassword ? hashPassword(m.paymentPassword, TEST_MEMBER_COST) : null,
            ).lastInsertRowid,
        );
        db.prepare("INSERT INTO member_ips (member_id, ip) VALUES (?, '127.0.0.1'), (?, '::1')").run(id, id);
        if (m.balanceMinor) {
          post(db, {
            merchant: m.merchant,
            kind: 'OPENING',
            memberId: id,
            idempotencyKey: `opening:${id}`,
            meta: { note: 'Opening balance' },
            legs: [
              { account: operatorAccount(db, m.merchant, currency, 'OPENING'), amount: -m.balanceMinor, type: 'ADJUST' },
              { account: memberAccount(db, id, 'MAIN'), amount: m.balanceMinor, type: 'ADJUST' },
            ],
          });
        }
        return id;
      })
      .immediate();
  } finally {
    db.close();
  }
}

/** The inbox messages the platform left for a member, oldest first: what the next work's inbox will show. */
export const messagesOf = (dbPath: string, merchant: string, username: string) =>
  withDb(dbPath, (db) =>
    db
      .prepare<unknown[], { type: string; params: string }>(
        'SELECT type, params FROM messages WHERE member_id = (SELECT id FROM members WHERE merchant = ? AND username = ?) ORDER BY created_at, id',
      )
      .all(merchant, username)
      .map((r) => ({ type: r.type, params: JSON.parse(r.params) as Record<string, unknown> })),
  );

// ---- My account (decision 012): the codes that bind a mobile number or an e-mail address ----

/** The newest bind code e-mailed to an address (what the player would read in their mailbox). */
export const latestBindEmailCode = (dbPath: string, email: string) =>
  withDb(dbPath, (db) =>
    db
      .prepare<unknown[], string>("SELECT token FROM email_outbox WHERE email = ? AND purpose = 'bind' ORDER BY sent_at DESC, id DESC LIMIT 1")
      .pluck()
      .get(email.toLowerCase()),
  );

/** The newest bind code sent by SMS to a number. */
export const latestBindSmsCode = (dbPath: string, mobile: string) =>
  withDb(dbPath, (db) =>
    db
      .prepare<unknown[], string>("SELECT code FROM sms_outbox WHERE mobile = ? AND purpose = 'bind' ORDER BY sent_at DESC, id DESC LIMIT 1")
      .pluck()
      .get(mobile.replace(/^0+/, '')),
  );

/** Time passing: every bind code of the member is past its expiry, and may be resent at once. */
export function ageBindCodes(dbPath: string, username: string, byMs = 10 * 60_000) {
  writePlatformDb(
    dbPath,
    'UPDATE bind_codes SET sent_at = sent_at - ?, expires_at = expires_at - ? WHERE member_id IN (SELECT id FROM members WHERE username = ?)',
    byMs,
    byMs,
    username,
  );
}
