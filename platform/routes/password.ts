import crypto from 'node:crypto';
import { hashPassword } from '../db/passwords';
import { findMemberByMobile, findMemberByUsername } from '../db/members';
import { countedCheck, lockValue } from '../db/secret-attempts';
import { sealedBody, text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';
import { consumeSmsCode } from './sms';

/** `POST /wps/member/password/email` (form-encoded): a reset link by e-mail (to the outbox table here). */
function byEmail(ctx: RequestContext) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const username = text(body, 'username', 60);
  const email = text(body, 'email', 120);
  const member = username ? findMemberByUsername(ctx.db, ctx.merchant.code, username) : undefined;
  // The pair is a question about someone's address: wrong pairs count per username and lock like a code.
  const outcome = countedCheck(
    ctx.db,
    { scope: 'reset-email', subject: `${ctx.merchant.code}:${username.toLowerCase()}` },
    () => Boolean(member?.email) && member!.email!.toLowerCase() === email.toLowerCase(),
  );
  if (!outcome.ok && 'lockedUntil' in outcome)
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry after 15 minutes.', lockValue(outcome.lockedUntil, Date.now()));
  if (!outcome.ok || !member?.email) throw new ApiError(400, 'USER_NOT_EXIST', 'Username or email does not exist.');
  ctx.db
    .prepare('INSERT INTO email_outbox (merchant, member_id, email, purpose, token, sent_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(ctx.merchant.code, member.id, member.email, 'reset', crypto.randomBytes(16).toString('hex'), Date.now());
  return null;
}

/** `POST /wps/member/password/verification` (encrypted): new password with the SMS code sent for a reset. */
function byPhone(ctx: RequestContext) {
  const body = sealedBody(ctx);
  const mobile = text(body, 'mobileNum', 20).replace(/^0+/, '');
  const newPassword = text(body, 'newPassword', 100);
  const member = mobile ? findMemberByMobile(ctx.db, ctx.merchant.code, mobile) : undefined;
  if (!member) throw new ApiError(400, 'USER_NOT_EXIST', 'This mobile number is not registered.', { field: 'mobileNum' });
  if (!consumeSmsCode(ctx, mobile, 'reset', text(body, 'verificationCode', 10))) {
    throw new ApiError(400, 'sms.code.invalid', 'Invalid or expired verification code.', { field: 'verificationCode' });
  }
  if ([...newPassword].length < 6) throw new ApiError(400, 'password.invalid', 'The new password does not meet the rules.', { field: 'newPassword' });
  ctx.db
    .prepare('UPDATE members SET password_hash = ?, password_expired = 0, first_login = 0, password_changed_at = ? WHERE id = ?')
    .run(hashPassword(newPassword), Date.now(), member.id);
  return { userName: member.username };
}

export const passwordRoutes: Route[] = [
  { method: 'POST', path: '/wps/member/password/email', modId: 'COMM3', handle: byEmail },
  { method: 'POST', path: '/wps/member/password/verification', modId: 'CHNGPASSVERIF3', handle: byPhone },
];
