import { RECORD_GAME_TYPES } from '../db/bet-records';
import { cashierSettings } from '../db/cashier-settings';
import { ENTRY_TYPES } from '../db/ledger';
import { betRecordPage, profitSummary, transactionPage } from '../db/records';
import { BONUS_STATUSES, bonusGrants } from '../db/turnover';
import { ApiError } from '../http/envelope';
import { requireRealMember, timeRange } from '../http/cashier-params';
import { codeParam, enumParam, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** The member's records (decision 011): bets, the statement, profit, bonuses. */

const optional = <T extends string>(url: URL, name: string, allowed: readonly T[]): T | null =>
  url.searchParams.get(name)?.trim() ? enumParam(url, name, allowed, allowed[0]!) : null;

function betRecords(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const filter = {
    ...timeRange(ctx.url),
    gameType: optional(ctx.url, 'gameType', RECORD_GAME_TYPES),
    vendor: codeParam(ctx.url, 'vendor', 20).toUpperCase() || null,
  };
  return betRecordPage(ctx.db, member.id, filter, pageParams(ctx.url, 20, 100));
}

function transactions(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return transactionPage(ctx.db, member.id, { ...timeRange(ctx.url), type: optional(ctx.url, 'type', ENTRY_TYPES) }, pageParams(ctx.url, 20, 100));
}

/** A year and a bit at most: the chart has one row per day. */
const MAX_PROFIT_RANGE_MS = 400 * 86_400_000;

function profit(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const range = timeRange(ctx.url);
  if (range.to - range.from > MAX_PROFIT_RANGE_MS) throw new ApiError(400, 'request_param_err', 'request_param_err');
  return profitSummary(ctx.db, member.id, cashierSettings(ctx.db, member.merchant).timeZone, range);
}

function bonusDetails(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return bonusGrants(ctx.db, member.id, optional(ctx.url, 'status', BONUS_STATUSES));
}

export const recordRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/ODSFE2_getBetRecords', modId: 'COMM3', handle: betRecords },
  { method: 'GET', path: '/wps/relay/ODSFE2_getTransactions', modId: 'MEMTRANS3', handle: transactions },
  { method: 'GET', path: '/wps/relay/ODSFE2_getProfitSummary', modId: 'COMM3', handle: profit },
  { method: 'GET', path: '/wps/relay/MCSFE_getBonusDetails', modId: 'COMM3', handle: bonusDetails },
];
