import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyTotp } from '../crypto/totp';
import { loginHistory } from '../db/login-history';
import type { MemberRow } from '../db/members';
import type { Db } from '../db/db';
import { oneRow } from '../db/one-row';
import { isNickname } from '../db/nickname';
import { checkLoginPassword } from '../db/secret-attempts';
import { paymentPasswordState } from '../db/payment-password';
import { Refusal } from '../db/refusal';
import { requireRealMember, UPLOAD, uploadedImage } from '../http/cashier-params';
import { sealedBody, text } from '../http/body';
import type { RequestContext, Route } from '../http/router';
import { spendSmsAllowance } from '../db/sms-allowance';
import { AVATAR_PRESETS, isPresetKey } from '../images/avatar-presets';
import { reencodeAvatar } from '../images/avatar-image';

/** Contact fields a profile may carry, when the brand's register rules know them. */
const CONTACT_FIELDS = ['qqNum', 'whatsapp', 'facebook', 'zalo', 'line', 'wechat'] as const;
const CODE_MS = 5 * 60_000;
const RESEND_MS = 60_000;
const SENDS_PER_HOUR = 5;
const CODE_ATTEMPTS = 5;
const TOTP_ATTEMPTS = 5;
const TOTP_LOCK_MS = 15 * 60_000;

const extraOf = (m: MemberRow & { extra?: string }) => {
  try {
    return JSON.parse((m as { extra?: string }).extra ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
};
const maskMobile = (mobile: string | null) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-2)}` : null);
const maskEmail = (email: string | null) => (email ? email.replace(/^(.).*(@.*)$/, '$1***$2') : null);
type AccountRow = MemberRow & {
  extra: string;
  avatar: string | null;
  password_changed_at: number | null;
  mobile_verified_at: number | null;
  email_verified_at: number | null;
  totp_pending_secret: string | null;
  totp_failures: number;
  totp_locked_until: number | null;
};
const reload = (db: Db, id: number) => oneRow(db.prepare<unknown[], AccountRow>('SELECT * FROM members WHERE id = ?').get(id), 'the signed-in member');

/** Where an avatar is served: uploads under their random id, presets from the CDN; null is "use your default". */
export function avatarUrl(ctx: RequestContext, avatar: string | null): string | null {
  if (!avatar) return null;
  const [kind, id] = avatar.split(':', 2) as [string, string];
  if (kind === 'upload' && /^[a-f0-9]{32}$/.test(id)) return `${ctx.origin}/wps/member/avatar/${id}.png`;
  if (kind === 'preset' && isPresetKey(id)) return `${ctx.origin}/cdn/avatar/preset/${id}.png`;
  return null;
}

type Rule = { field: string; enabled: number; pattern_id: number; min_length: number; max_length: number; accepted_pattern: string };
const rulesOf = (ctx: RequestContext) =>
  new Map(
    ctx.db
      .prepare<unknown[], Rule>('SELECT * FROM register_rules WHERE merchant = ? AND enabled = 1')
      .all(ctx.merchant.code)
      .map((r) => [r.field, r]),
  );

function profile(ctx: RequestContext, m: AccountRow) {
  const extra = extraOf(m);
  const rules = rulesOf(ctx);
  const payment = paymentPasswordState(ctx.db, m.id);
  return {
    username: m.username,
    nickname: m.nickname ?? m.username,
    realName: m.payee_name,
    birthday: extra.birthday ?? null,
    mobile: maskMobile(m.mobile),
    countryDialingCode: m.country_code,
    email: maskEmail(m.email),
    contacts: Object.fromEntries(CONTACT_FIELDS.filter((f) => rules.has(f) || extra[f]).map((f) => [f, extra[f] ?? ''])),
    avatarUrl: avatarUrl(ctx, m.avatar),
    registeredAt: m.created_at,
    security: {
      passwordChangedAt: m.password_changed_at,
      hasPaymentPassword: payment.has,
      mobileBound: Boolean(m.mobile),
      emailBound: Boolean(m.email),
      totpEnabled: Boolean(m.totp_secret),
    },
  };
}

/** `GET /wps/relay/MCSFE_getMemberProfile`. */
function getProfile(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  return profile(ctx, reload(ctx.db, m.id));
}

function adultBirthday(value: string, now = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900) return false;
  const eighteen = new Date(Date.UTC(y + 18, mo - 1, d));
  return eighteen.getTime() <= now.getTime();
}

/**
 * `POST /wps/relay/MCSFE_updateMemberProfile`: `{ nickname?, realName?, birthday?, contacts? }`. The real
 * name and birthday are set once (withdrawal accounts must match the name); contacts follow the brand's
 * register rules. Every field is checked before anything is written.
 */
function updateProfile(ctx: RequestContext) {
  const m = reload(ctx.db, requireRealMember(ctx).id);
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const extra = extraOf(m);
  const changes: { nickname?: string; realName?: string } = {};
  if (body.nickname !== undefined) {
    const nickname = text(body, 'nickname', 40).normalize('NFC');
    if (!isNickname(nickname)) throw new Refusal('profile.nickname.invalid', { field: 'nickname' });
    changes.nickname = nickname;
  }
  const realName = body.realName === undefined ? '' : text(body, 'realName', 80).replace(/\s+/g, ' ');
  if (realName && realName !== m.payee_name) {
    if (m.payee_name) throw new Refusal('profile.realname.locked', { field: 'realName' });
    if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u.test(realName)) throw new Refusal('profile.realname.invalid', { field: 'realName' });
    changes.realName = realName;
  }
  const birthday = body.birthday === undefined ? '' : text(body, 'birthday', 10);
  if (birthday && birthday !== extra.birthday) {
    if (extra.birthday) throw new Refusal('profile.birthday.locked', { field: 'birthday' });
    if (!adultBirthday(birthday)) throw new Refusal('profile.birthday.invalid', { field: 'birthday' });
    extra.birthday = birthday;
  }
  const contacts = body.contacts && typeof body.contacts === 'object' && !Array.isArray(body.contacts) ? (body.contacts as Record<string, unknown>) : {};
  const rules = rulesOf(ctx);
  for (const field of CONTACT_FIELDS) {
    if (!(field in contacts)) continue;
    const value = text(contacts, field, 60);
    const rule = rules.get(field);
    if (!value) {
      delete extra[field];
      continue;
    }
    let pattern = /^\S+$/u;
    try {
      if (rule && rule.accepted_pattern !== '*') pattern = new RegExp(rule.accepted_pattern, 'u');
    } catch {
      // A broken operator pattern falls back to "no spaces".
    }
    const length = [...value].length;
    if (!rule || !pattern.test(value) || length < rule.min_length || length > rule.max_length || /[<>]/.test(value))
      throw new Refusal('profile.field.invalid', { field });
    extra[field] = value;
  }
  ctx.db
    .prepare('UPDATE members SET nickname = COALESCE(?, nickname), payee_name = COALESCE(?, payee_name), extra = ? WHERE id = ?')
    .run(changes.nickname ?? null, changes.realName ?? null, JSON.stringify(extra), m.id);
  return profile(ctx, reload(ctx.db, m.id));
}

/** `GET /wps/member/info/icon` (PROFPIC3): the current avatar's URL (null: the site's default) and the preset it is, if one. */
function icon(ctx: RequestContext) {
  const m = reload(ctx.db, requireRealMember(ctx).id);
  return { url: avatarUrl(ctx, m.avatar), presetId: m.avatar?.startsWith('preset:') ? m.avatar.slice(7) : null };
}

/** `GET /wps/relay/MCSFE_getAvatarPresets`. */
function presets(ctx: RequestContext) {
  requireRealMember(ctx);
  return AVATAR_PRESETS.map((p) => ({ id: p.key, url: `${ctx.origin}/cdn/avatar/preset/${p.key}.png` }));
}

/** `POST /wps/member/info/icon` (raw PNG or JPEG, at most 5 MB): re-encoded, stored under a random id; the old upload goes. */
function uploadIcon(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  const png = uploadedImage(ctx, m, (bytes) => ({ contentType: 'image/png', bytes: reencodeAvatar(bytes) })).bytes;
  const id = crypto.randomBytes(16).toString('hex');
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(m.id);
    ctx.db.prepare('INSERT INTO member_avatars (id, merchant, member_id, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(id, m.merchant, m.id, png, Date.now());
    ctx.db.prepare('UPDATE members SET avatar = ? WHERE id = ?').run(`upload:${id}`, m.id);
  })();
  return { url: avatarUrl(ctx, `upload:${id}`) };
}

/** `POST /wps/relay/MCSFE_setPresetAvatar` `{ presetId }`: an uploaded avatar is removed. */
function setPreset(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  const key = text((ctx.body ?? {}) as Record<string, unknown>, 'presetId', 20);
  if (!isPresetKey(key)) throw new Refusal('avatar.preset.unknown');
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(m.id);
    ctx.db.prepare('UPDATE members SET avatar = ? WHERE id = ?').run(`preset:${key}`, m.id);
  })();
  return { url: avatarUrl(ctx, `preset:${key}`) };
}

/** `/wps/member/avatar/<id>.png`: an uploaded avatar (only ever our own re-encoded PNG), public like a CDN image. */
export function serveAvatar(db: Db, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const m = /^\/wps\/member\/avatar\/([a-f0-9]{32})\.png$/.exec(pathname);
  if (!m) return false;
  const row =
    req.method === 'GET' || req.method === 'HEAD'
      ? db.prepare<unknown[], { bytes: Buffer }>('SELECT bytes FROM member_avatars WHERE id = ?').get(m[1])
      : undefined;
  if (!row) {
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    res.end('Not found');
    return true;
  }
  res.writeHead(200, {
    'Content-Type': 'image/png',
    'Content-Length': row.bytes.length,
    // A new upload gets a new id, so an id's bytes never change.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Access-Control-Allow-Origin': '*',
  });
  res.end(req.method === 'HEAD' ? undefined : row.bytes);
  return true;
}

type Target = { channel: 'MOBILE'; countryCode: string; mobile: string } | { channel: 'EMAIL'; email: string };

function targetOf(body: Record<string, unknown>): Target {
  const channel = text(body, 'channel', 10);
  if (channel === 'MOBILE') {
    const countryCode = text(body, 'countryDialingCode', 6).replace(/^\+/, '');
    const mobile = text(body, 'mobileNum', 20).replace(/^0+/, '');
    if (!/^\d{1,4}$/.test(countryCode) || !/^\d{6,15}$/.test(mobile)) throw new Refusal('bind.target.invalid', { field: 'mobileNum' });
    return { channel, countryCode, mobile };
  }
  if (channel === 'EMAIL') {
    const email = text(body, 'email', 100).toLowerCase();
    if (!/^[^\s@<>]{1,64}@[^\s@<>]+\.[^\s@<>]{2,}$/.test(email)) throw new Refusal('bind.target.invalid', { field: 'email' });
    return { channel, email };
  }
  throw new Refusal('bind.target.invalid');
}
const targetKey = (t: Target) => (t.channel === 'MOBILE' ? `${t.countryCode}:${t.mobile}` : t.email);

function takenByOther(ctx: RequestContext, memberId: number, t: Target): boolean {
  const row =
    t.channel === 'MOBILE'
      ? ctx.db.prepare('SELECT id FROM members WHERE merchant = ? AND mobile = ? AND id <> ?').get(ctx.merchant.code, t.mobile, memberId)
      : ctx.db.prepare('SELECT id FROM members WHERE merchant = ? AND lower(email) = ? AND id <> ?').get(ctx.merchant.code, t.email, memberId);
  return Boolean(row);
}

/**
 * `POST /wps/relay/MCSFE_sendBindCode` `{ channel: 'MOBILE', countryDialingCode, mobileNum }` or
 * `{ channel: 'EMAIL', email }`: a six-digit code to that number (the SMS outbox) or address (the e-mail
 * outbox), valid five minutes; one a minute, five an hour.
 */
function sendBindCode(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  const target = targetOf((ctx.body ?? {}) as Record<string, unknown>);
  if (takenByOther(ctx, m.id, target)) throw new Refusal('bind.target.taken', { field: target.channel === 'MOBILE' ? 'mobileNum' : 'email' });
  const now = Date.now();
  const last = oneRow(
    ctx.db.prepare<unknown[], number | null>('SELECT MAX(sent_at) FROM bind_codes WHERE member_id = ? AND channel = ?').pluck().get(m.id, target.channel),
  );
  const hourly = oneRow(
    ctx.db
      .prepare<unknown[], number>('SELECT COUNT(*) FROM bind_codes WHERE member_id = ? AND sent_at > ?')
      .pluck()
      .get(m.id, now - 3_600_000),
  );
  if ((last && now - last < RESEND_MS) || hourly >= SENDS_PER_HOUR)
    throw new Refusal('bind.too.many', { retryAfterSeconds: last ? Math.ceil((last + RESEND_MS - now) / 1000) : 300 }, 429);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO bind_codes (merchant, member_id, channel, target, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(m.merchant, m.id, target.channel, targetKey(target), code, now, now + CODE_MS);
    if (target.channel === 'MOBILE') {
      spendSmsAllowance(ctx.db, m.merchant);
      ctx.db
        .prepare("INSERT INTO sms_outbox (merchant, country_code, mobile, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, 'bind', ?, ?, ?)")
        .run(m.merchant, target.countryCode, target.mobile, code, now, now + CODE_MS);
    } else {
      ctx.db
        .prepare("INSERT INTO email_outbox (merchant, member_id, email, purpose, token, sent_at) VALUES (?, ?, ?, 'bind', ?, ?)")
        .run(m.merchant, m.id, target.email, code, now);
    }
  })();
  return { expiredMinutes: CODE_MS / 60_000 };
}

/** The newest code for that target: wrong ones count (five and it is void), a used or expired one is named as such. */
function consumeBindCode(ctx: RequestContext, memberId: number, target: Target, code: string) {
  const row = ctx.db
    .prepare<unknown[], { id: number; code: string; expires_at: number; attempts: number; used_at: number | null }>(
      'SELECT id, code, expires_at, attempts, used_at FROM bind_codes WHERE member_id = ? AND channel = ? AND target = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
    )
    .get(memberId, target.channel, targetKey(target));
  if (!row) throw new Refusal('bind.code.invalid', { field: 'code', attemptsLeft: 0 });
  if (row.used_at) throw new Refusal('bind.code.used', { field: 'code' });
  if (row.attempts >= CODE_ATTEMPTS) throw new Refusal('bind.code.attempts', { field: 'code' });
  if (row.expires_at < Date.now()) throw new Refusal('bind.code.expired', { field: 'code' });
  const given = Buffer.from(code.padEnd(6).slice(0, 6));
  if (!/^\d{6}$/.test(code) || !crypto.timingSafeEqual(given, Buffer.from(row.code))) {
    const attempts = oneRow(
      ctx.db.prepare<unknown[], number>('UPDATE bind_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts').pluck().get(row.id),
      "the bind code's attempts",
    );
    if (attempts >= CODE_ATTEMPTS) throw new Refusal('bind.code.attempts', { field: 'code' });
    throw new Refusal('bind.code.invalid', { field: 'code', attemptsLeft: CODE_ATTEMPTS - attempts });
  }
  ctx.db.prepare('UPDATE bind_codes SET used_at = ? WHERE id = ?').run(Date.now(), row.id);
}

/** `POST /wps/relay/passwordCheck/MCSFE_bindMobile` (encrypted) `{ countryDialingCode, mobileNum, code }`. */
function bindMobile(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  const body = sealedBody(ctx);
  const target = targetOf({ ...body, channel: 'MOBILE' });
  if (target.channel !== 'MOBILE') throw new Refusal('bind.target.invalid');
  if (takenByOther(ctx, m.id, target)) throw new Refusal('bind.target.taken', { field: 'mobileNum' });
  consumeBindCode(ctx, m.id, target, text(body, 'code', 10));
  ctx.db
    .prepare('UPDATE members SET mobile = ?, country_code = ?, mobile_verified_at = ? WHERE id = ?')
    .run(target.mobile, target.countryCode, Date.now(), m.id);
  return { mobile: maskMobile(target.mobile) };
}

/** `POST /wps/relay/passwordCheck/MCSFE_bindEmail` (encrypted) `{ email, code }`. */
function bindEmail(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  const body = sealedBody(ctx);
  const target = targetOf({ ...body, channel: 'EMAIL' });
  if (target.channel !== 'EMAIL') throw new Refusal('bind.target.invalid');
  if (takenByOther(ctx, m.id, target)) throw new Refusal('bind.target.taken', { field: 'email' });
  consumeBindCode(ctx, m.id, target, text(body, 'code', 10));
  ctx.db.prepare('UPDATE members SET email = ?, email_verified_at = ? WHERE id = ?').run(target.email, Date.now(), m.id);
  return { email: maskEmail(target.email) };
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
// 32 base32 characters: 160 bits, the size authenticator apps expect.
const newTotpSecret = () => Array.from(crypto.randomBytes(32), (b) => BASE32[b % 32]).join('');

/** `POST /wps/relay/MCSFE_createTotpSecret`: a new secret to scan, kept pending until a code from it is confirmed. */
function createTotpSecret(ctx: RequestContext) {
  const m = reload(ctx.db, requireRealMember(ctx).id);
  if (m.totp_secret) throw new Refusal('totp.already.enabled');
  const secret = newTotpSecret();
  ctx.db.prepare('UPDATE members SET totp_pending_secret = ? WHERE id = ?').run(secret, m.id);
  const label = encodeURIComponent(`${ctx.merchant.name}:${m.username}`);
  return { secret, otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(ctx.merchant.name)}&algorithm=SHA1&digits=6&period=30` };
}

/** Wrong authenticator codes count; five lock the authenticator calls for fifteen minutes. */
function checkTotp(ctx: RequestContext, m: AccountRow, secret: string, code: string): void {
  const now = Date.now();
  if (m.totp_locked_until && m.totp_locked_until > now) throw new Refusal('totp.locked', { lockedUntil: m.totp_locked_until });
  if (/^\d{6}$/.test(code) && verifyTotp(secret, code, now)) {
    ctx.db.prepare('UPDATE members SET totp_failures = 0, totp_locked_until = NULL WHERE id = ?').run(m.id);
    return;
  }
  const failures = oneRow(
    ctx.db.prepare<unknown[], number>('UPDATE members SET totp_failures = totp_failures + 1 WHERE id = ? RETURNING totp_failures').pluck().get(m.id),
    "the member's authenticator failures",
  );
  if (failures >= TOTP_ATTEMPTS) {
    ctx.db.prepare('UPDATE members SET totp_failures = 0, totp_locked_until = ? WHERE id = ?').run(now + TOTP_LOCK_MS, m.id);
    throw new Refusal('totp.locked', { lockedUntil: now + TOTP_LOCK_MS });
  }
  throw new Refusal('totp.code.invalid', { field: 'code', attemptsLeft: TOTP_ATTEMPTS - failures });
}

/** `POST /wps/relay/passwordCheck/MCSFE_enableTotp` (encrypted) `{ code }`: a current code from the pending secret turns it on. */
function enableTotp(ctx: RequestContext) {
  const m = reload(ctx.db, requireRealMember(ctx).id);
  if (m.totp_secret) throw new Refusal('totp.already.enabled');
  if (!m.totp_pending_secret) throw new Refusal('totp.not.started');
  checkTotp(ctx, m, m.totp_pending_secret, text(sealedBody(ctx), 'code', 10));
  ctx.db.prepare('UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = ?').run(m.id);
  return { totpEnabled: true };
}

/** `POST /wps/relay/passwordCheck/MCSFE_disableTotp` (encrypted) `{ code }` or `{ password }` (the login password, for a lost phone). */
function disableTotp(ctx: RequestContext) {
  const m = reload(ctx.db, requireRealMember(ctx).id);
  if (!m.totp_secret) throw new Refusal('totp.not.enabled');
  const body = sealedBody(ctx);
  const password = text(body, 'password', 100);
  if (password) {
    checkLoginPassword(ctx.db, m, password, 'password');
  } else {
    checkTotp(ctx, m, m.totp_secret, text(body, 'code', 10));
  }
  ctx.db.prepare('UPDATE members SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = ?').run(m.id);
  return { totpEnabled: false };
}

/** `GET /wps/relay/MCSFE_getLoginHistory`: recent logins (this session marked) and the registered addresses. */
function history(ctx: RequestContext) {
  const m = requireRealMember(ctx);
  return loginHistory(ctx.db, m.id, m.token);
}

export const accountRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getMemberProfile', modId: 'COMM3', handle: getProfile },
  { method: 'POST', path: '/wps/relay/MCSFE_updateMemberProfile', modId: 'COMM3', handle: updateProfile },
  { method: 'GET', path: '/wps/member/info/icon', modId: 'PROFPIC3', handle: icon },
  { method: 'POST', path: '/wps/member/info/icon', modId: 'PROFPIC3', raw: UPLOAD, handle: uploadIcon },
  { method: 'GET', path: '/wps/relay/MCSFE_getAvatarPresets', modId: 'PROFPIC3', handle: presets },
  { method: 'POST', path: '/wps/relay/MCSFE_setPresetAvatar', modId: 'PROFPIC3', handle: setPreset },
  { method: 'POST', path: '/wps/relay/MCSFE_sendBindCode', modId: 'COMM3', handle: sendBindCode },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_bindMobile', modId: 'COMM3', handle: bindMobile },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_bindEmail', modId: 'COMM3', handle: bindEmail },
  { method: 'POST', path: '/wps/relay/MCSFE_createTotpSecret', modId: 'COMM3', handle: createTotpSecret },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_enableTotp', modId: 'COMM3', handle: enableTotp },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_disableTotp', modId: 'COMM3', handle: disableTotp },
  { method: 'GET', path: '/wps/relay/MCSFE_getLoginHistory', modId: 'COMM3', handle: history },
];
