import type { MemberRow } from './members';
import type { Db } from './db';
import { hashPassword, verifyPassword } from './passwords';
import { Refusal } from './refusal';
import { checkLoginPassword } from './secret-attempts';
import { oneRow } from './one-row';

/**
 * The payment password: six digits that guard withdrawals and transfers out. Five wrong ones lock it
 * for fifteen minutes. The checks write the failure count, so call them outside any write transaction
 * that a refusal would roll back.
 */
export const PAYMENT_PASSWORD = /^\d{6}$/;
const MAX_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;

type State = { payment_password_hash: string | null; payment_password_failures: number; payment_password_locked_until: number | null };

const stateOf = (db: Db, memberId: number) =>
  oneRow(
    db
      .prepare<unknown[], State>('SELECT payment_password_hash, payment_password_failures, payment_password_locked_until FROM members WHERE id = ?')
      .get(memberId),
    "the member's payment password state",
  );

export function paymentPasswordState(db: Db, memberId: number, now = Date.now()): { has: boolean; lockedUntil: number | null } {
  const s = stateOf(db, memberId);
  return {
    has: Boolean(s.payment_password_hash),
    lockedUntil: s.payment_password_locked_until && s.payment_password_locked_until > now ? s.payment_password_locked_until : null,
  };
}

/** Passes, or refuses: `payment.password.required`, `.locked` ({ lockedUntil }), `.invalid` ({ attemptsLeft }). */
export function checkPaymentPassword(db: Db, memberId: number, password: unknown, now = Date.now()) {
  const s = stateOf(db, memberId);
  if (!s.payment_password_hash) throw new Refusal('payment.password.required');
  if (s.payment_password_locked_until && s.payment_password_locked_until > now)
    throw new Refusal('payment.password.locked', { lockedUntil: s.payment_password_locked_until });
  // Something that is not six digits cannot be it; it costs no attempt.
  if (typeof password !== 'string' || !PAYMENT_PASSWORD.test(password))
    throw new Refusal('payment.password.invalid', { attemptsLeft: MAX_ATTEMPTS - s.payment_password_failures });
  if (verifyPassword(password, s.payment_password_hash)) {
    if (s.payment_password_failures || s.payment_password_locked_until) {
      db.prepare('UPDATE members SET payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = ?').run(memberId);
    }
    return;
  }
  const failures = oneRow(
    db
      .prepare<unknown[], number>(
        'UPDATE members SET payment_password_failures = payment_password_failures + 1 WHERE id = ? RETURNING payment_password_failures',
      )
      .pluck()
      .get(memberId),
    "the member's payment password failures",
  );
  if (failures >= MAX_ATTEMPTS) {
    const lockedUntil = now + LOCK_MS;
    db.prepare('UPDATE members SET payment_password_failures = 0, payment_password_locked_until = ? WHERE id = ?').run(lockedUntil, memberId);
    throw new Refusal('payment.password.locked', { lockedUntil, attemptsLeft: 0 });
  }
  throw new Refusal('payment.password.invalid', { attemptsLeft: MAX_ATTEMPTS - failures });
}

/** Sets the payment password: the first time with the login password, afterwards with the old payment password. */
export function setPaymentPassword(db: Db, member: MemberRow, ask: { loginPassword: string; oldPaymentPassword: string; paymentPassword: string }) {
  if (!PAYMENT_PASSWORD.test(ask.paymentPassword)) throw new Refusal('payment.password.format', { field: 'paymentPassword' });
  if (!stateOf(db, member.id).payment_password_hash) {
    checkLoginPassword(db, member, ask.loginPassword, 'loginPassword');
  } else {
    checkPaymentPassword(db, member.id, ask.oldPaymentPassword);
  }
  db.prepare('UPDATE members SET payment_password_hash = ?, payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = ?').run(
    hashPassword(ask.paymentPassword),
    member.id,
  );
}
