import crypto from 'node:crypto';
import { cashierSettings } from '../db/cashier-settings';
import { isModuleOn } from '../db/merchants';
import { invitationTerms } from '../db/agent-accounts';
import { createSession, findMemberByUsername, loginValue } from '../db/members';
import { CURRENCY_SYMBOLS } from '../db/money';
import { hashPassword } from '../db/passwords';
import { linkReferrer } from '../db/referrals';
import { offerSignUpReward } from '../db/rewards';
import { sealedBody, text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';
import { isNickname } from '../db/nickname';
import { countedCheck, lockValue } from '../db/secret-attempts';
import { checkCaptcha } from './captcha';
import { checkGeetest } from './geetest';
import { consumeSmsCode } from './sms';

type Rule = { field: string; enabled: number; required: number; min_length: number; max_length: number; accepted_pattern: string };

/** Payload key → rule field, where the contract names them differently. */
const PAYLOAD_KEYS: Record<string, string> = { mobileNum: 'mobileNum', qqNum: 'qqNum' };
const OPTIONAL_FIELDS = [
  'email',
  'nickname',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'whatsapp',
  'facebook',
  'zalo',
  'line',
  'wechat',
  'idNumber',
  'birthday',
  'recommenderId',
];

/** The platform is the authority: every enabled field is checked against its rule again here. */
function checkAgainstRules(ctx: RequestContext, body: Record<string, unknown>, skip: string[]) {
  const rules = ctx.db.prepare<unknown[], Rule>('SELECT * FROM register_rules WHERE merchant = ? AND enabled = 1').all(ctx.merchant.code);
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (skip.includes(rule.field)) continue;
    const value = text(body, PAYLOAD_KEYS[rule.field] ?? rule.field, 255);
    if (!value) {
      if (rule.required) throw new ApiError(400, 'register.field.required', `${rule.field} is required.`, { field: rule.field });
      continue;
    }
    let pattern: RegExp;
    try {
      pattern = rule.accepted_pattern === '*' ? /[\s\S]*/ : new RegExp(rule.accepted_pattern, 'u');
    } catch {
      pattern = /[\s\S]*/;
    }
    const length = [...value].length;
    const markup = rule.field === 'nickname' && !isNickname(value);
    if (markup || !pattern.test(value) || length < rule.min_length || length > rule.max_length) {
      throw new ApiError(400, 'register.field.invalid', `${rule.field} is invalid.`, { field: rule.field });
    }
    out[rule.field] = value;
  }
  return out;
}

/** An invitation code places the member under an agent: wrong codes count per address and lock like a code. */
function checkAffiliate(ctx: RequestContext, code: string) {
  if (!code) return;
  const outcome = countedCheck(
    ctx.db,
    { scope: 'invitation-code', subject: `${ctx.merchant.code}:${ctx.clientIp}` },
    () => Boolean(ctx.db.prepare('SELECT 1 FROM affiliates WHERE merchant = ? AND code = ?').get(ctx.merchant.code, code)),
    Date.now(),
    { clearOnSuccess: false },
  );
  if (!outcome.ok && 'lockedUntil' in outcome)
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry after 15 minutes.', lockValue(outcome.lockedUntil, Date.now(), 'affiliateCode'));
  if (!outcome.ok) throw new ApiError(400, 'affiliate.invalid', 'Invalid invitation code.', { field: 'affiliateCode' });
}

function create(
  ctx: RequestContext,
  body: Record<string, unknown>,
  account: { username: string; mobile: string | null; countryCode: string | null },
  fields: Record<string, string>,
) {
  const password = text(body, 'password', 100);
  if (findMemberByUsername(ctx.db, ctx.merchant.code, account.username))
    throw new ApiError(400, 'username.exists', 'This username is already taken.', { field: 'username' });
  if (account.mobile && ctx.db.prepare('SELECT 1 FROM members WHERE merchant = ? AND mobile = ?').get(ctx.merchant.code, account.mobile)) {
    throw new ApiError(400, 'mobile.exists', 'This mobile number is already registered.', { field: 'mobileNum' });
  }
  // A payment password given at registration is kept only as a hash, like the login password.
  const extra = Object.fromEntries(OPTIONAL_FIELDS.filter((f) => fields[f] && f !== 'paymentPassword').map((f) => [f, fields[f]]));
  const paymentPassword = /^\d{6}$/.test(fields.paymentPassword ?? '') ? hashPassword(fields.paymentPassword!) : null;
  const { currency } = cashierSettings(ctx.db, ctx.merchant.code);
  const info = ctx.db
    .prepare(
      `INSERT INTO members (merchant, username, mobile, country_code, email, nickname, payee_name, password_hash, type, affiliate_code, referral_code, extra, first_login, created_at,
                            currency, currency_symbol, payment_password_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, 1, ?, ?, ?, ?)`,
    )
    .run(
      ctx.merchant.code,
      account.username,
      account.mobile,
      account.countryCode,
      fields.email ?? null,
      fields.nickname ?? null,
      fields.payeeName ?? null,
      hashPassword(password),
      text(body, 'affiliateCode', 40) || null,
      text(body, 'referralCode', 40) || null,
      JSON.stringify(extra),
      Date.now(),
      currency,
      CURRENCY_SYMBOLS[currency] ?? '',
      paymentPassword,
    );
  // An agent's invitation code makes the new member that agent's downline, of the code's type and rate.
  const terms = invitationTerms(ctx.db, ctx.merchant.code, text(body, 'affiliateCode', 40));
  if (terms) {
    ctx.db
      .prepare('UPDATE members SET upline_id = ?, type = ?, rebate_bp = ?, allow_downline_transfer = ? WHERE id = ?')
      .run(terms.uplineId, terms.type, terms.rebateBp, terms.allowTransfers, Number(info.lastInsertRowid));
  }
  const member = findMemberByUsername(ctx.db, ctx.merchant.code, account.username)!;
  linkReferrer(ctx.db, ctx.merchant.code, member.id, text(body, 'referralCode', 40));
  offerSignUpReward(ctx.db, ctx.merchant.code, member.id);
  const token = createSession(ctx.db, Number(info.lastInsertRowid));
  ctx.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
  return loginValue(member, token);
}

/**
 * The address the player registers on must be one of the merchant's domains (or a sub-domain of one, an
 * affiliate's): a copy of the site on someone else's domain cannot open accounts.
 */
function checkDomain(ctx: RequestContext, domain: string) {
  const host = domain.toLowerCase().replace(/:\d+$/, '');
  if (!host) return;
  const domains = ctx.db.prepare<unknown[], string>('SELECT domain_name FROM domains WHERE merchant = ?').pluck().all(ctx.merchant.code);
  if (!domains.some((d) => host === d.toLowerCase() || host.endsWith(`.${d.toLowerCase()}`))) {
    throw new ApiError(400, 'domain.invalid', 'Invalid domain URL, please contact customer service.');
  }
}

function commonChecks(ctx: RequestContext, body: Record<string, unknown>) {
  checkDomain(ctx, text(body, 'domain', 255));
  checkGeetest(ctx, body);
  if (
    isModuleOn(ctx.db, ctx.merchant.code, 'CAPTCHA3') &&
    ctx.db.prepare("SELECT 1 FROM register_rules WHERE merchant = ? AND field = 'captcha' AND enabled = 1").get(ctx.merchant.code)
  ) {
    checkCaptcha(ctx.db, ctx.req.headers.cookie, text(body, 'captcha', 10));
  }
  checkAffiliate(ctx, text(body, 'affiliateCode', 40));
}

/** `PUT /wps/member/register` (encrypted): username registration. */
function registerUsername(ctx: RequestContext) {
  const body = sealedBody(ctx);
  const fields = checkAgainstRules(ctx, { ...body }, ['captcha', 'affiliateCode', 'mobileNum']);
  if (!fields.username) throw new ApiError(400, 'register.field.required', 'username is required.', { field: 'username' });
  commonChecks(ctx, body);
  const mobile = text(body, 'mobileNum', 20).replace(/^0+/, '') || null;
  return create(ctx, body, { username: fields.username, mobile, countryCode: mobile ? text(body, 'countryDialingCode', 6) || null : null }, fields);
}

/** `PUT /wps/member/register/mobile` (encrypted): mobile registration, SMS-verified when REGMOBVERF3 is on. */
function registerMobile(ctx: RequestContext) {
  const body = sealedBody(ctx);
  const mobile = text(body, 'mobileNum', 20).replace(/^0+/, '');
  const countryCode = text(body, 'countryDialingCode', 6).replace(/^\+/, '');
  if (!/^\d{6,15}$/.test(mobile) || !/^\d{1,4}$/.test(countryCode))
    throw new ApiError(400, 'phone.invalid', 'Invalid or missing phone number.', { field: 'mobileNum' });
  // Without MOBILENUMPASSREG3 the mobile and its SMS codes are the credential: no password asked.
  const withPassword = isModuleOn(ctx.db, ctx.merchant.code, 'MOBILENUMPASSREG3');
  const fields = checkAgainstRules(ctx, { ...body, mobileNum: mobile }, ['captcha', 'affiliateCode', 'username', ...(withPassword ? [] : ['password'])]);
  // Before the SMS code is spent: a refusal here leaves the code usable.
  commonChecks(ctx, body);
  if (isModuleOn(ctx.db, ctx.merchant.code, 'REGMOBVERF3') && !consumeSmsCode(ctx, mobile, 'register', text(body, 'verificationCode', 10))) {
    throw new ApiError(400, 'sms.code.invalid', 'Invalid or expired verification code.', { field: 'verificationCode' });
  }
  const password = withPassword ? text(body, 'password', 100) : crypto.randomBytes(24).toString('base64');
  return create(ctx, { ...body, password }, { username: `0${mobile}`, mobile, countryCode }, fields);
}

function affiliate(ctx: RequestContext) {
  checkDomain(ctx, ctx.url.searchParams.get('domain')?.trim().slice(0, 255) ?? '');
  checkAffiliate(ctx, ctx.url.searchParams.get('code')?.trim() ?? '');
  return { valid: true };
}

export const registerRoutes: Route[] = [
  { method: 'PUT', path: '/wps/member/register', modId: 'USERNAMEREG3', handle: registerUsername },
  { method: 'PUT', path: '/wps/member/register/mobile', modId: 'MOBILENUMREG3', handle: registerMobile },
  { method: 'GET', path: '/wps/agent/affiliate', modId: 'COMM3', handle: affiliate },
];
