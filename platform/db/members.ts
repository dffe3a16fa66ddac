import crypto from 'node:crypto';
import type { Db } from './db';
import { prepared } from './prepared';

export type MemberRow = {
  id: number;
  merchant: string;
  username: string;
  mobile: string | null;
  country_code: string | null;
  email: string | null;
  nickname: string | null;
  payee_name: string | null;
  password_hash: string;
  type: number;
  vip_level: number;
  currency: string;
  currency_symbol: string;
  first_login: number;
  password_expired: number;
  created_at: number;
  totp_secret: string | null;
  upline_id: number | null;
  allow_downline_transfer: number;
  payment_password_hash: string | null;
  payment_password_failures: number;
  payment_password_locked_until: number | null;
  rebate_bp: number;
  last_login_at: number | null;
  /** NULL (the default picture), `preset:<key>` or `upload:<id>`. */
  avatar: string | null;
};

export const SESSION_MS = 12 * 60 * 60 * 1000;

export function findMemberByUsername(db: Db, merchant: string, username: string): MemberRow | undefined {
  return db.prepare<unknown[], MemberRow>('SELECT * FROM members WHERE merchant = ? AND username = ?').get(merchant, username);
}

export function findMemberByMobile(db: Db, merchant: string, mobile: string): MemberRow | undefined {
  return db.prepare<unknown[], MemberRow>('SELECT * FROM members WHERE merchant = ? AND mobile = ?').get(merchant, mobile);
}

export function createSession(db: Db, memberId: number): string {
  const token = crypto.randomBytes(24).toString('hex');
  const now = Date.now();
  db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    memberId,
    now,
    now + SESSION_MS,
    now,
  );
  // Agents see each downline's last login.
  db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(now, memberId);
  return token;
}

/** A session is alive until its absolute expiry, and while it was touched within the merchant's idle window. */
const ALIVE = `s.expires_at > @now AND COALESCE(s.last_seen_at, s.created_at) + mc.session_idle_seconds * 1000 > @now`;

/** Deletes every session that has ended (expired or idle past its brand's window); answers how many. */
export function purgeEndedSessions(db: Db, now = Date.now()): number {
  return db
    .prepare(
      `DELETE FROM sessions WHERE token IN (SELECT s.token FROM sessions s JOIN members m ON m.id = s.member_id JOIN merchants mc ON mc.code = m.merchant WHERE NOT (${ALIVE}))`,
    )
    .run({ now }).changes;
}

export function memberForToken(db: Db, merchant: string, token: string): MemberRow | undefined {
  // Every signed-in call asks this first: its statement is kept (see prepared), the session's row read at each call.
  return prepared<MemberRow>(
    db,
    `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id JOIN merchants mc ON mc.code = m.merchant WHERE s.token = @token AND m.merchant = @merchant AND ${ALIVE}`,
  ).get({ token, merchant, now: Date.now() });
}

/**
 * The keep-alive: restarts a live session's idle clock and answers the seconds it now has left, or null
 * when it had already ended (idle, expired or logged out). Only this and a sign-in restart the clock:
 * other calls are not a sign that the player is there (a page polls its badges on its own).
 */
export function touchSession(db: Db, merchant: string, token: string): { idleSeconds: number } | null {
  const now = Date.now();
  const row = prepared<{ idle: number }>(
    db,
    `SELECT mc.session_idle_seconds AS idle FROM sessions s JOIN members m ON m.id = s.member_id JOIN merchants mc ON mc.code = m.merchant WHERE s.token = @token AND m.merchant = @merchant AND ${ALIVE}`,
  ).get({ token, merchant, now });
  if (!row) return null;
  prepared(db, 'UPDATE sessions SET last_seen_at = ? WHERE token = ?').run(now, token);
  return { idleSeconds: row.idle };
}

export function endSession(db: Db, token: string) {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

/** What login and registration answer. */
/**
 * The login answer. `firstTimeLogin` stays true until the member sets a password of their own (someone
 * else chose it: an agent or the operator opened the account), so the site asks for the change again if
 * the first session ended without it.
 */
export function loginValue(member: MemberRow, token: string) {
  return {
    token,
    firstTimeLogin: member.first_login === 1,
    passwordExpired: member.password_expired === 1,
    id: member.id,
    userName: member.username,
    customerType: member.type,
  };
}
