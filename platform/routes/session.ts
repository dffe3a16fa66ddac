import { oneRow } from '../db/one-row';
import crypto from 'node:crypto';
import { cashierSettings } from '../db/cashier-settings';
import { memberAccount, operatorAccount, post } from '../db/ledger';
import { isModuleOn } from '../db/merchants';
import { createSession, endSession, findMemberByMobile, findMemberByUsername, loginValue, touchSession, type MemberRow } from '../db/members';
import { CURRENCY_SYMBOLS, unitsToMinor } from '../db/money';
import { hashPassword, verifyPassword } from '../db/passwords';
import { requireMember } from '../http/auth';
import { freePlayKey, sealedBody, text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';
import { verifyTotp } from '../crypto/totp';
import { recordLogin } from '../db/login-history';
import { countedCheck, lockValue } from '../db/secret-attempts';
import { checkSignIn } from '../db/responsible-gambling';
import { checkCaptcha } from './captcha';
import { checkGeetest } from './geetest';
import { pendingMember } from './pending-login';
import { consumeSmsCode } from './sms';

const CAPTCHA_AFTER = 3;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_AFTER = 10;
const LOCK_MS = 5 * 60 * 1000;
/** A trial account's credit, in units of the brand's currency. */
const TRIAL_CREDIT = 2_000;

function failures(ctx: RequestContext, username: string, sinceMs: number): number {
  return (
    oneRow(
      ctx.db
        .prepare<unknown[], number>('SELECT COUNT(*) FROM login_failures WHERE merchant = ? AND username = ? AND failed_at > ?')
        .pluck()
        .get(ctx.merchant.code, username, Date.now() - sinceMs),
    ) ?? 0
  );
}

/** `POST /wps/session/login` (encrypted): password or SMS-code login, captcha after failures, lock-out. */
function login(ctx: RequestContext) {
  const body = sealedBody(ctx);
  const type = text(body, 'type', 20) || 'username';
  const username = text(body, 'username', 60);
  const secret = text(body, 'password', 100);
  if (!username || !secret) throw new ApiError(400, 'request_param_err', 'Please enter your username and password.');
  if (failures(ctx, username, LOCK_MS) >= LOCK_AFTER) throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry after 5 minutes.');
  checkGeetest(ctx, body);
  const recentFailures = failures(ctx, username, WINDOW_MS);
  if (recentFailures >= CAPTCHA_AFTER) {
    const captcha = text(body, 'captcha', 10);
    if (!captcha) throw new ApiError(400, 'login.captcha.required', 'Please enter the captcha.', { captcha: true });
    try {
      checkCaptcha(ctx.db, ctx.req.headers.cookie, captcha);
    } catch (error) {
      // A wrong captcha is a failed attempt too, or guessing it would dodge the lock-out.
      ctx.db.prepare('INSERT INTO login_failures (merchant, username, failed_at) VALUES (?, ?, ?)').run(ctx.merchant.code, username, Date.now());
      throw error;
    }
  }
  let member;
  if (type === 'sms') {
    member = findMemberByMobile(ctx.db, ctx.merchant.code, username.replace(/^0+/, ''));
    if (member && !consumeSmsCode(ctx, username.replace(/^0+/, ''), 'login', secret)) member = undefined;
  } else {
    member = findMemberByUsername(ctx.db, ctx.merchant.code, username);
    if (member && !verifyPassword(secret, member.password_hash)) member = undefined;
  }
  if (!member) {
    ctx.db.prepare('INSERT INTO login_failures (merchant, username, failed_at) VALUES (?, ?, ?)').run(ctx.merchant.code, username, Date.now());
    throw new ApiError(400, 'login.failed', 'Incorrect username or password.', { captcha: recentFailures + 1 >= CAPTCHA_AFTER });
  }
  ctx.db.prepare('DELETE FROM login_failures WHERE merchant = ? AND username = ?').run(ctx.merchant.code, username);
  // Only after the password: a stranger learns nothing about someone else's break.
  checkSignIn(ctx.db, member.id);
  requireKnownIp(ctx, member);
  const token = createSession(ctx.db, member.id);
  recordLogin(ctx.db, { merchant: ctx.merchant.code, memberId: member.id, token, ip: ctx.clientIp, userAgent: String(ctx.req.headers['user-agent'] ?? '') });
  const value = loginValue(member, token);
  return value;
}

/**
 * LOGINIPVERF3: a login from an address the member has never used needs a second proof
 * (`login_verify_required`). The answer carries a short-lived token for the verification step.
 */
function requireKnownIp(ctx: RequestContext, member: MemberRow) {
  if (!isModuleOn(ctx.db, ctx.merchant.code, 'LOGINIPVERF3')) return;
  const known = ctx.db.prepare<unknown[], string>('SELECT ip FROM member_ips WHERE member_id = ?').pluck().all(member.id);
  if (!known.length || known.includes(ctx.clientIp)) {
    ctx.db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip) VALUES (?, ?)').run(member.id, ctx.clientIp);
    return;
  }
  const methods = [
    ...(member.mobile ? ['SMS'] : []),
    ...(member.email ? ['EMAIL'] : []),
    ...(member.totp_secret ? ['GOOGLE'] : []),
    ...(member.payee_name ? ['BANK'] : []),
  ];
  if (!methods.length) return;
  const verifyToken = crypto.randomBytes(16).toString('hex');
  ctx.db
    .prepare('INSERT INTO pending_logins (token, member_id, ip, expires_at) VALUES (?, ?, ?, ?)')
    .run(verifyToken, member.id, ctx.clientIp, Date.now() + 10 * 60_000);
  throw new ApiError(400, 'login_verify_required', 'Please complete verification first.', {
    verifyToken,
    methods,
    mobile: member.mobile ? `${member.mobile.slice(0, 3)}****${member.mobile.slice(-2)}` : null,
    email: member.email ? member.email.replace(/^(.).*(@.*)$/, '$1***$2') : null,
  });
}

/** `POST /wps/session/login/verification` (encrypted): the second proof for a login from a new address. */
function verifyLogin(ctx: RequestContext) {
  const body = sealedBody(ctx);
  const verifyToken = text(body, 'verifyToken', 64);
  const member = pendingMember(ctx, verifyToken);
  const method = text(body, 'method', 10);
  const answer = text(body, 'code', 120);
  if (method === 'EMAIL' && body.send === true) return sendEmailCode(ctx, member);
  const now = Date.now();
  // Every second proof counts against the member, whichever method: a bank name or a code cannot be walked.
  const outcome = countedCheck(
    ctx.db,
    { scope: 'login-verify', subject: member.id },
    () =>
      method === 'SMS'
        ? Boolean(member.mobile) && consumeSmsCode(ctx, member.mobile!, 'verify', answer)
        : method === 'EMAIL'
          ? consumeEmailCode(ctx, member, answer)
          : method === 'GOOGLE'
            ? Boolean(member.totp_secret) && verifyTotp(member.totp_secret!, answer)
            : method === 'BANK'
              ? Boolean(member.payee_name) && member.payee_name!.trim().toLowerCase() === answer.trim().toLowerCase()
              : false,
    now,
  );
  if (!outcome.ok && 'lockedUntil' in outcome) {
    ctx.db.prepare('DELETE FROM pending_logins WHERE member_id = ?').run(member.id);
    throw new ApiError(400, 'login.verify.locked', 'Too many failed verifications. Try again later.', lockValue(outcome.lockedUntil, now, 'code'));
  }
  if (!outcome.ok)
    throw new ApiError(400, 'login.verify.failed', 'Verification failed. Please check and try again.', { field: 'code', attemptsLeft: outcome.attemptsLeft });
  checkSignIn(ctx.db, member.id);
  ctx.db.prepare('DELETE FROM pending_logins WHERE token = ?').run(verifyToken);
  ctx.db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip) VALUES (?, ?)').run(member.id, ctx.clientIp);
  const token = createSession(ctx.db, member.id);
  recordLogin(ctx.db, { merchant: ctx.merchant.code, memberId: member.id, token, ip: ctx.clientIp, userAgent: String(ctx.req.headers['user-agent'] ?? '') });
  const value = loginValue(member, token);
  return value;
}

const EMAIL_CODE_MS = 5 * 60_000;

/** E-mail codes go to the email_outbox table (no mail server here), valid five minutes, once. */
function sendEmailCode(ctx: RequestContext, member: MemberRow) {
  if (!member.email) throw new ApiError(400, 'email.invalid', 'No e-mail address on this account.');
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db
    .prepare('INSERT INTO email_outbox (merchant, member_id, email, purpose, token, sent_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(ctx.merchant.code, member.id, member.email, 'verify', code, Date.now());
  return { expiredMinutes: EMAIL_CODE_MS / 60_000 };
}

function consumeEmailCode(ctx: RequestContext, member: MemberRow, code: string): boolean {
  const row = ctx.db
    .prepare<unknown[], { id: number; token: string }>(
      "SELECT id, token FROM email_outbox WHERE member_id = ? AND purpose = 'verify' AND sent_at > ? ORDER BY sent_at DESC LIMIT 1",
    )
    .get(member.id, Date.now() - EMAIL_CODE_MS);
  if (!row || row.token !== code.trim()) return false;
  ctx.db.prepare("UPDATE email_outbox SET purpose = 'verify-used' WHERE id = ?").run(row.id);
  return true;
}

/** `POST /wps/session/login/freeplay`: a fresh trial account (type 4) with demo credit (it may only look at it: every money call refuses trials). */
function freePlay(ctx: RequestContext) {
  freePlayKey(ctx);
  const username = `trial${crypto.randomBytes(4).toString('hex')}`;
  const { currency } = cashierSettings(ctx.db, ctx.merchant.code);
  const hash = hashPassword(crypto.randomBytes(16).toString('hex'));
  const memberId = ctx.db
    .transaction(() => {
      const info = ctx.db
        .prepare(
          'INSERT INTO members (merchant, username, nickname, password_hash, type, currency, currency_symbol, first_login, created_at) VALUES (?, ?, ?, ?, 4, ?, ?, 0, ?)',
        )
        .run(ctx.merchant.code, username, 'Guest', hash, currency, CURRENCY_SYMBOLS[currency] ?? '', Date.now());
      const id = Number(info.lastInsertRowid);
      post(ctx.db, {
        merchant: ctx.merchant.code,
        kind: 'TRIAL_CREDIT',
        memberId: id,
        idempotencyKey: `trial:${id}`,
        legs: [
          { account: operatorAccount(ctx.db, ctx.merchant.code, currency, 'OPENING'), amount: -unitsToMinor(TRIAL_CREDIT, currency), type: 'ADJUST' },
          { account: memberAccount(ctx.db, id, 'MAIN'), amount: unitsToMinor(TRIAL_CREDIT, currency), type: 'ADJUST' },
        ],
        meta: { note: 'Trial credit' },
      });
      return id;
    })
    .immediate();
  const member = findMemberByUsername(ctx.db, ctx.merchant.code, username)!;
  return loginValue(member, createSession(ctx.db, memberId));
}

function logout(ctx: RequestContext) {
  const member = requireMember(ctx);
  endSession(ctx.db, member.token);
  return null;
}

/** `GET /wps/session/touch`: the keep-alive; a session that already ended answers as every signed-in call does (401 login.not.session). */
function touch(ctx: RequestContext) {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  if (!token || !touchSession(ctx.db, ctx.merchant.code, token)) throw new ApiError(401, 'login.not.session', 'login.not.session');
  return null;
}

export const sessionRoutes: Route[] = [
  { method: 'GET', path: '/wps/session/touch', handle: touch },
  { method: 'POST', path: '/wps/session/login', modId: 'COMM3', handle: login },
  { method: 'POST', path: '/wps/session/login/freeplay', modId: 'FREEPLAY3', handle: freePlay },
  { method: 'POST', path: '/wps/session/login/verification', modId: 'LOGINIPVERF3', handle: verifyLogin },
  { method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3', handle: logout },
  { method: 'POST', path: '/wps/session/logout', modId: 'COMM3', handle: logout },
];
