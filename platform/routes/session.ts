import crypto from 'node:crypto';
import { createSession, endSession, findMemberByMobile, findMemberByUsername, loginValue } from '../db/members';
import { hashPassword, verifyPassword } from '../db/passwords';
import { requireMember } from '../http/auth';
import { freePlayKey, sealedBody, text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';
import { checkCaptcha } from './captcha';
import { consumeSmsCode } from './sms';

const CAPTCHA_AFTER = 3;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_AFTER = 10;
const LOCK_MS = 5 * 60 * 1000;

function failures(ctx: RequestContext, username: string, sinceMs: number): number {
  return (ctx.db.prepare('SELECT COUNT(*) FROM login_failures WHERE merchant = ? AND username = ? AND failed_at > ?').pluck().get(ctx.merchant.code, username, Date.now() - sinceMs) as number) ?? 0;
}

/** `POST /wps/session/login` (encrypted): password or SMS-code login, captcha after failures, lock-out. */
function login(ctx: RequestContext) {
  const body = sealedBody(ctx);
  const type = text(body, 'type', 20) || 'username';
  const username = text(body, 'username', 60);
  const secret = text(body, 'password', 100);
  if (!username || !secret) throw new ApiError(400, 'request_param_err', 'Please enter your username and password.');
  if (failures(ctx, username, LOCK_MS) >= LOCK_AFTER) throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry after 5 minutes.');
  const recentFailures = failures(ctx, username, WINDOW_MS);
  if (recentFailures >= CAPTCHA_AFTER) {
    const captcha = text(body, 'captcha', 10);
    if (!captcha) throw new ApiError(400, 'login.captcha.required', 'Please enter the captcha.', { captcha: true });
    checkCaptcha(ctx.db, ctx.req.headers.cookie, captcha);
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
  const token = createSession(ctx.db, member.id);
  const value = loginValue(member, token);
  ctx.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
  return value;
}

/** `POST /wps/session/login/freeplay`: a fresh trial account (type 4) with demo credit. */
function freePlay(ctx: RequestContext) {
  freePlayKey(ctx);
  const username = `trial${crypto.randomBytes(4).toString('hex')}`;
  const info = ctx.db
    .prepare(
      `INSERT INTO members (merchant, username, nickname, password_hash, type, balance_cents, currency, currency_symbol, first_login, created_at)
       VALUES (?, ?, ?, ?, 4, 200000, 'PHP', '₱', 0, ?)`,
    )
    .run(ctx.merchant.code, username, 'Guest', hashPassword(crypto.randomBytes(16).toString('hex')), Date.now());
  const member = findMemberByUsername(ctx.db, ctx.merchant.code, username)!;
  return loginValue(member, createSession(ctx.db, Number(info.lastInsertRowid)));
}

function logout(ctx: RequestContext) {
  const member = requireMember(ctx);
  endSession(ctx.db, member.token);
  return null;
}

export const sessionRoutes: Route[] = [
  { method: 'POST', path: '/wps/session/login', modId: 'COMM3', handle: login },
  { method: 'POST', path: '/wps/session/login/freeplay', modId: 'FREEPLAY3', handle: freePlay },
  { method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3', handle: logout },
  { method: 'POST', path: '/wps/session/logout', modId: 'COMM3', handle: logout },
];
