import { CONTRACT_MODULE, contractFlags, type ContractType } from '../db/agent-contracts';
import { memberLabels } from '../db/member-labels';
import { isModuleOn } from '../db/merchants';
import { exponentOf, toDecimal } from '../db/money';
import { hashPassword } from '../db/passwords';
import { checkLoginPassword } from '../db/secret-attempts';
import { memberWallets } from '../db/wallets';
import { requireMember } from '../http/auth';
import { sealedBody, text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';

const mask = (mobile: string | null) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-2)}` : null);

/** `GET /wps/member/info`. */
function info(ctx: RequestContext) {
  const m = requireMember(ctx);
  return {
    id: m.id,
    account: m.username,
    userName: m.username,
    nickname: m.nickname ?? m.username,
    type: m.type,
    toUpline: m.type === 0 ? 1 : 0,
    clubLabel: { labelName: `VIP${m.vip_level}`, rankLevel: m.vip_level },
    memberLabel: memberLabels(ctx.db, m.id).map((labelName) => ({ labelName })),
    regDate: m.created_at,
    mobile: mask(m.mobile),
    language: ctx.db.prepare('SELECT language FROM members WHERE id = ?').pluck().get(m.id) ?? null,
  };
}

/** `PUT /wps/member/language` `{ language }`: the member's language, one the merchant offers. */
function updateLanguage(ctx: RequestContext) {
  const m = requireMember(ctx);
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {};
  const language = typeof body.language === 'string' ? body.language.trim().toUpperCase() : '';
  if (!ctx.merchant.languages.includes(language)) throw new ApiError(400, 'request_param_err', 'request_param_err');
  ctx.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, m.id);
  return { language };
}

/**
 * `GET /wps/v2/wallets/balance`: the contract's decimal fields, plus the same amounts in minor units
 * (decision 011) and one row per wallet. The sum is every wallet of the member.
 */
function balance(ctx: RequestContext) {
  const m = requireMember(ctx);
  const wallets = memberWallets(ctx.db, m);
  const sum = wallets.reduce((total, w) => total + w.balance, 0);
  return {
    sumBalance: toDecimal(sum, m.currency),
    sumBalanceMinor: sum,
    currency: m.currency,
    currencySymbol: m.currency_symbol,
    currencyExponent: exponentOf(m.currency),
    balance: wallets.map((w) => ({
      accountTypeId: w.accountTypeId,
      wallet: w.wallet,
      name: w.name,
      availBalance: toDecimal(w.balance, m.currency),
      availBalanceMinor: w.balance,
    })),
  };
}

/** `GET /wps/wallets/balance`, the older builds' path: their shape, one `{ accountName, availBalance }` per wallet, main first. */
function legacyBalance(ctx: RequestContext) {
  const m = requireMember(ctx);
  const wallets = memberWallets(ctx.db, m);
  const main = [...wallets.filter((w) => w.wallet === 'MAIN'), ...wallets.filter((w) => w.wallet !== 'MAIN')];
  return {
    currency: m.currency,
    currencySymbol: m.currency_symbol,
    balances: main.map((w) => ({ accountName: w.name ?? w.wallet, availBalance: toDecimal(w.balance, m.currency) })),
  };
}

/** `POST /wps/member/password` (encrypted): old, new and confirmation; the new one follows the password rule. */
function changePassword(ctx: RequestContext) {
  const m = requireMember(ctx);
  const body = sealedBody(ctx);
  const oldPassword = text(body, 'oldPassword', 100);
  const newPassword = text(body, 'newPassword', 100);
  checkLoginPassword(ctx.db, m, oldPassword, 'oldPassword');
  if (newPassword !== text(body, 'confirmNewPassword', 100))
    throw new ApiError(400, 'password.inconsistent', 'The passwords are inconsistent.', { field: 'confirmNewPassword' });
  const rule = ctx.db
    .prepare<unknown[], { min_length: number; max_length: number; accepted_pattern: string }>(
      "SELECT min_length, max_length, accepted_pattern FROM register_rules WHERE merchant = ? AND field = 'password'",
    )
    .get(ctx.merchant.code);
  const length = [...newPassword].length;
  const pattern = rule && rule.accepted_pattern !== '*' ? new RegExp(rule.accepted_pattern, 'u') : /[\s\S]*/;
  if (length < (rule?.min_length ?? 6) || length > (rule?.max_length ?? 64) || !pattern.test(newPassword)) {
    throw new ApiError(400, 'password.invalid', 'The new password does not meet the rules.', { field: 'newPassword' });
  }
  if (newPassword === oldPassword) throw new ApiError(400, 'password.same', 'Choose a password you have not used.', { field: 'newPassword' });
  ctx.db
    .prepare('UPDATE members SET password_hash = ?, password_expired = 0, first_login = 0, password_changed_at = ? WHERE id = ?')
    .run(hashPassword(newPassword), Date.now(), m.id);
  return null;
}

/**
 * `GET /wps/member/info/funds/consolidated`: the contract flags. A `…req` flag is 1 while a contract
 * request of that type waits for the member's answer (the site shows it the accept/reject popup); an
 * info flag is 1 when the member can see that contract type. A type whose module is off reads 0.
 */
function consolidated(ctx: RequestContext) {
  const m = requireMember(ctx);
  const flags = contractFlags(ctx.db, m);
  const on = (type: ContractType) => isModuleOn(ctx.db, ctx.merchant.code, CONTRACT_MODULE[type]);
  return {
    dailysalreqtype: on('DAILY') ? flags.dailysalreqtype : 0,
    divtypereq: on('DIVIDEND') ? flags.divtypereq : 0,
    contracthoursalreq: on('HOURLY') ? flags.contracthoursalreq : 0,
    realtimesalreqtype: on('REALTIME') ? flags.realtimesalreqtype : 0,
    contractmrdailysalinfotype: on('REALTIME') ? flags.contractmrdailysalinfotype : 0,
    contracthoursalinfo: on('HOURLY') ? flags.contracthoursalinfo : 0,
    dailysalinfotype: on('DAILY') ? flags.dailysalinfotype : 0,
    divtypeinfo: on('DIVIDEND') ? flags.divtypeinfo : 0,
  };
}

export const memberRoutes: Route[] = [
  { method: 'GET', path: '/wps/member/info/funds/consolidated', modId: 'AGENTPOLICY3', handle: consolidated },
  { method: 'POST', path: '/wps/member/password', modId: 'PASS3', handle: changePassword },
  { method: 'GET', path: '/wps/member/info', modId: 'COMM3', handle: info },
  { method: 'PUT', path: '/wps/member/language', modId: 'COMM3', handle: updateLanguage },
  { method: 'GET', path: '/wps/v2/wallets/balance', modId: 'COMM3', handle: balance },
  { method: 'GET', path: '/wps/wallets/balance', modId: 'COMM3', handle: legacyBalance },
];
