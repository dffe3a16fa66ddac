import { requireMember } from '../http/auth';
import type { RequestContext, Route } from '../http/router';

const mask = (mobile: string | null) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-2)}` : null);

/** `GET /wps/member/info` (platform-api.md §3.4). */
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
    memberLabel: m.vip_level >= 5 ? [{ labelName: 'High roller' }] : [],
    regDate: m.created_at,
    mobile: mask(m.mobile),
  };
}

/** `GET /wps/v2/wallets/balance` (§3.5). */
function balance(ctx: RequestContext) {
  const m = requireMember(ctx);
  const amount = m.balance_cents / 100;
  return { sumBalance: amount, currency: m.currency, currencySymbol: m.currency_symbol, balance: [{ accountTypeId: 0, availBalance: amount }] };
}

/** `GET /wps/member/info/icon`: no uploaded avatars here, so the client falls back to its default. */
function icon(ctx: RequestContext) {
  requireMember(ctx);
  return null;
}

export const memberRoutes: Route[] = [
  { method: 'GET', path: '/wps/member/info', modId: 'COMM3', handle: info },
  { method: 'GET', path: '/wps/v2/wallets/balance', modId: 'COMM3', handle: balance },
  { method: 'GET', path: '/wps/wallets/balance', modId: 'COMM3', handle: balance },
  { method: 'GET', path: '/wps/member/info/icon', modId: 'PROFPIC3', handle: icon },
];
