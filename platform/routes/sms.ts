import { oneRow } from '../db/one-row';
import crypto from 'node:crypto';
import { Refusal } from '../db/refusal';
import { countedCheck, lockValue } from '../db/secret-attempts';
import { spendSmsAllowance } from '../db/sms-allowance';
import { text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';
import { verificationMobile } from './pending-login';

/** No SMS provider here: codes go to the sms_outbox table (`platform:admin -- sms <mobile>` prints them). */
const EXPIRES_MINUTES = 1;
const RESEND_MS = 60 * 1000;
const MAX_PER_HOUR = 5;

function send(ctx: RequestContext, purpose: 'register' | 'login' | 'reset' | 'verify') {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const verifyToken = purpose === 'verify' ? text(body, 'verifyToken', 64) : '';
  const countryCode = verifyToken ? '0' : text(body, 'countryDialingCode', 6).replace(/^\+/, '');
  const mobile = verifyToken ? verificationMobile(ctx, verifyToken) : (text(body, 'mobileNo', 20) || text(body, 'mobileNum', 20)).replace(/^0+/, '');
  if (!/^\d{1,4}$/.test(countryCode) || !/^\d{6,15}$/.test(mobile)) throw new ApiError(400, 'phone.invalid', 'Invalid or missing phone number.');
  const now = Date.now();
  const last = oneRow(
    ctx.db
      .prepare<unknown[], number | null>('SELECT MAX(sent_at) FROM sms_outbox WHERE merchant = ? AND mobile = ? AND purpose = ?')
      .pluck()
      .get(ctx.merchant.code, mobile, purpose),
  );
  const hourly = oneRow(
    ctx.db
      .prepare<unknown[], number>('SELECT COUNT(*) FROM sms_outbox WHERE merchant = ? AND mobile = ? AND sent_at > ?')
      .pluck()
      .get(ctx.merchant.code, mobile, now - 3_600_000),
  );
  if ((last && now - last < RESEND_MS) || hourly >= MAX_PER_HOUR) throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry after 5 minutes.');
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db.transaction(() => {
    spendSmsAllowance(ctx.db, ctx.merchant.code);
    ctx.db
      .prepare('INSERT INTO sms_outbox (merchant, country_code, mobile, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(ctx.merchant.code, countryCode, mobile, purpose, code, now, now + EXPIRES_MINUTES * 60_000);
  })();
  return { expiredMinutes: EXPIRES_MINUTES };
}

/**
 * True once per code: the newest unexpired, unused code for that mobile and purpose. Wrong codes count
 * per mobile and purpose; the fifth locks them (`code.locked`), so six digits cannot be walked.
 */
export function consumeSmsCode(ctx: RequestContext, mobile: string, purpose: string, code: string): boolean {
  const number = mobile.replace(/^0+/, '');
  const now = Date.now();
  const outcome = countedCheck(
    ctx.db,
    { scope: `sms-${purpose}`, subject: `${ctx.merchant.code}:${number}` },
    () => {
      const row = ctx.db
        .prepare<unknown[], { id: number; code: string; expires_at: number }>(
          'SELECT id, code, expires_at FROM sms_outbox WHERE merchant = ? AND mobile = ? AND purpose = ? AND used_at IS NULL ORDER BY sent_at DESC LIMIT 1',
        )
        .get(ctx.merchant.code, number, purpose);
      if (!row || row.expires_at < now || row.code !== code.trim()) return false;
      ctx.db.prepare('UPDATE sms_outbox SET used_at = ? WHERE id = ?').run(now, row.id);
      return true;
    },
    now,
  );
  if (outcome.ok) return true;
  if ('lockedUntil' in outcome) throw new Refusal('code.locked', lockValue(outcome.lockedUntil, now, 'verificationCode'));
  return false;
}

export const smsRoutes: Route[] = [
  { method: 'POST', path: '/wps/verification/sms/register', modId: 'REG3', handle: (ctx) => send(ctx, 'register') },
  {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    modId: 'VERIFICATION3',
    handle: (ctx) => {
      const purpose = text(ctx.body as Record<string, unknown>, 'purpose', 10);
      return send(ctx, purpose === 'reset' || purpose === 'verify' ? purpose : 'login');
    },
  },
];
