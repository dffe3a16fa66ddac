import type { MemberRow } from './members';
import type { Db } from './db';
import { verifyPassword } from './passwords';
import { Refusal } from './refusal';
import { oneRow } from './one-row';

/**
 * Every secret check that is not the login itself counts wrong answers: five within fifteen minutes
 * lock that check for the subject for fifteen minutes, and a right answer clears the count (unless the
 * subject is an address, where anyone's own right answer must not wipe the count of their guesses). Like the payment password's, the
 * count is written at once, so call these outside any write transaction a refusal would roll back.
 */
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

/** A counted check: `scope` names the check, `subject` whose (a member id, a mobile, a pending login). */
export type SecretKey = { scope: string; subject: string | number };

type Row = { failures: number; locked_until: number | null };

const rowOf = (db: Db, key: SecretKey) =>
  db.prepare<unknown[], Row>('SELECT failures, locked_until FROM secret_failures WHERE scope = ? AND subject = ?').get(key.scope, String(key.subject));

/** The lock's end while the check is locked, else null. */
export function lockedUntil(db: Db, key: SecretKey, now = Date.now()): number | null {
  const row = rowOf(db, key);
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** The lock's value the site reads: when it ends, and in how many whole minutes. */
export const lockValue = (until: number, now: number, field?: string) => ({
  ...(field ? { field } : {}),
  lockedUntil: until,
  retryAfterMinutes: Math.max(1, Math.ceil((until - now) / 60_000)),
});

/**
 * Runs `isRight` unless the check is locked. A wrong answer counts; the fifth locks. Answers
 * `{ ok: true }`, or why not: `locked` (with its end) or `wrong` (with the attempts left).
 */
export function countedCheck(
  db: Db,
  key: SecretKey,
  isRight: () => boolean,
  now = Date.now(),
  options: { clearOnSuccess?: boolean } = {},
): { ok: true } | { ok: false; lockedUntil: number } | { ok: false; attemptsLeft: number } {
  const subject = String(key.subject);
  const locked = lockedUntil(db, key, now);
  if (locked) return { ok: false, lockedUntil: locked };
  if (isRight()) {
    if (options.clearOnSuccess !== false) db.prepare('DELETE FROM secret_failures WHERE scope = ? AND subject = ?').run(key.scope, subject);
    return { ok: true };
  }
  // A count restarts after a lock has run out, or when its last failure is older than a lock.
  const failures = oneRow(
    db
      .prepare<unknown[], number>(
        `INSERT INTO secret_failures (scope, subject, failures, last_failed_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (scope, subject) DO UPDATE SET
         failures = CASE WHEN locked_until IS NOT NULL OR last_failed_at <= ? THEN 1 ELSE failures + 1 END,
         last_failed_at = excluded.last_failed_at, locked_until = NULL
       RETURNING failures`,
      )
      .pluck()
      .get(key.scope, subject, now, now - LOCK_MS),
    'the failure count just written',
  );
  if (failures < MAX_FAILURES) return { ok: false, attemptsLeft: MAX_FAILURES - failures };
  const until = now + LOCK_MS;
  db.prepare('UPDATE secret_failures SET failures = 0, locked_until = ? WHERE scope = ? AND subject = ?').run(until, key.scope, subject);
  return { ok: false, lockedUntil: until };
}

/**
 * The login password asked again inside the member centre (a password change, the first payment
 * password, switching the authenticator off, a self-exclusion): refuses `password.old.invalid`
 * ({ field, attemptsLeft }) or `password.old.locked` ({ field, lockedUntil, retryAfterMinutes }).
 */
export function checkLoginPassword(db: Db, member: Pick<MemberRow, 'id' | 'password_hash'>, password: string, field: string, now = Date.now()): void {
  const outcome = countedCheck(
    db,
    { scope: 'login-password', subject: member.id },
    () => Boolean(password) && verifyPassword(password, member.password_hash),
    now,
  );
  if (outcome.ok) return;
  if ('lockedUntil' in outcome) throw new Refusal('password.old.locked', lockValue(outcome.lockedUntil, now, field));
  throw new Refusal('password.old.invalid', { field, attemptsLeft: outcome.attemptsLeft });
}
