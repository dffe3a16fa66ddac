import { cashierSettings } from '../db/cashier-settings';
import { oneRow } from '../db/one-row';
import { memberForToken } from '../db/members';
import { isModuleOn } from '../db/merchants';
import { checkPaymentPassword, paymentPasswordState } from '../db/payment-password';
import { accruePoints } from '../db/point-earning';
import { checkConversion, convertPoints } from '../db/point-convert';
import { checkRedemption, pointItems, redeemItem, redemptionPage, REDEMPTION_STATUSES } from '../db/point-items';
import { requirePointSettings } from '../db/point-settings';
import { pointBalance, pointHistory, pointsPostedUnder, pointTotals, POINT_KINDS } from '../db/points-journal';
import { postedUnder } from '../db/ledger';
import { CURRENCY_SYMBOLS, exponentOf } from '../db/money';
import { Refusal } from '../db/refusal';
import { sealedBody } from '../http/body';
import { idOf, requestIdOf, requireRealMember } from '../http/cashier-params';
import { ApiError } from '../http/envelope';
import { enumParam, languageChain, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * The point mall (decision 018): the contract's PTSYS3 relays. Items, rules and the exchange table
 * are public (guests browse the mall); the balance, history, redemption and conversion are the
 * member's. Redeem and convert take the payment password through the encrypted `passwordCheck/` relays.
 */

/** The member behind a token, or null for a guest; a token that no longer works is still a 401. */
function optionalMember(ctx: RequestContext) {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  if (!token) return null;
  const member = memberForToken(ctx.db, ctx.merchant.code, token);
  if (!member) throw new ApiError(401, 'login.not.session', 'login.not.session');
  return member;
}

/** A real member whose earnings are brought up to date with their settled bets. */
function pointsMember(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  requirePointSettings(ctx.db, member.merchant);
  accruePoints(ctx.db, member.merchant, member.id);
  return member;
}

function balance(ctx: RequestContext) {
  const member = pointsMember(ctx);
  const totals = pointTotals(ctx.db, member.id);
  const inProcess = oneRow(
    ctx.db
      .prepare<unknown[], number>("SELECT COALESCE(SUM(points), 0) FROM point_redemptions WHERE member_id = ? AND status = 'IN_PROCESS'")
      .pluck()
      .get(member.id),
  );
  const password = paymentPasswordState(ctx.db, member.id);
  return {
    points: pointBalance(ctx.db, member.id),
    earnedPoints: totals.earned,
    spentPoints: totals.spent,
    inProcessPoints: inProcess,
    hasPaymentPassword: password.has,
  };
}

function items(ctx: RequestContext) {
  requirePointSettings(ctx.db, ctx.merchant.code);
  const member = optionalMember(ctx);
  return pointItems(ctx.db, ctx.merchant.code, languageChain(ctx, 'language'), member && member.type !== 4 ? member.id : null);
}

/** The rules: what earns a point, the smallest conversion and its step, and whether points expire (null: never). */
function config(ctx: RequestContext) {
  const s = requirePointSettings(ctx.db, ctx.merchant.code);
  const currency = cashierSettings(ctx.db, ctx.merchant.code).currency;
  return {
    currency,
    currencySymbol: CURRENCY_SYMBOLS[currency] ?? '',
    currencyExponent: exponentOf(currency),
    earnValidBetMinor: s.earnValidBetMinor,
    minConvertPoints: s.minConvertPoints,
    convertStepPoints: s.convertStepPoints,
    expiryDays: s.expiryDays,
  };
}

/** The exchange table: from `minPoints` converted at once, each `stepPoints` pays `cashMinorPerStep`. */
function conversionTypes(ctx: RequestContext) {
  const s = requirePointSettings(ctx.db, ctx.merchant.code);
  return { type: 'CASH', wallet: 'MAIN', stepPoints: s.convertStepPoints, minPoints: s.minConvertPoints, rates: s.rates };
}

/** A whole number of points above zero, else `points.invalid`. */
function pointsOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw new Refusal('points.invalid');
  return value;
}

/** Encrypted: `{ itemId, paymentPassword, requestId }`. The rules are checked before the password, and again in the write. */
function redeem(ctx: RequestContext) {
  const member = pointsMember(ctx);
  const body = sealedBody(ctx);
  const requestId = requestIdOf(body);
  const itemId = idOf(body.itemId);
  // A replay answers as the first time did, before any rule that the first redemption itself changed.
  if (pointsPostedUnder(ctx.db, member.merchant, `redeem:${member.id}:${requestId}`) !== undefined) return redeemItem(ctx.db, member, itemId, requestId);
  checkRedemption(ctx.db, member, itemId);
  checkPaymentPassword(ctx.db, member.id, body.paymentPassword);
  return redeemItem(ctx.db, member, itemId, requestId);
}

function redemptions(ctx: RequestContext) {
  const member = pointsMember(ctx);
  const status = ctx.url.searchParams.get('status')?.trim() ? enumParam(ctx.url, 'status', REDEMPTION_STATUSES, 'IN_PROCESS') : null;
  return redemptionPage(ctx.db, member.id, status, languageChain(ctx, 'language'), pageParams(ctx.url, 10, 100));
}

/** Encrypted: `{ points, paymentPassword, requestId }`. */
function convert(ctx: RequestContext) {
  const member = pointsMember(ctx);
  const body = sealedBody(ctx);
  const requestId = requestIdOf(body);
  const points = pointsOf(body.points);
  if (postedUnder(ctx.db, member.merchant, `points-convert:${member.id}:${requestId}`) !== undefined) return convertPoints(ctx.db, member, points, requestId);
  checkConversion(ctx.db, member, points);
  checkPaymentPassword(ctx.db, member.id, body.paymentPassword);
  return convertPoints(ctx.db, member, points, requestId);
}

/** `ODSFE2_MemTransDet`: the points details (earned, redeemed, refunded, converted), newest first, with totals. */
function details(ctx: RequestContext) {
  if (!isModuleOn(ctx.db, ctx.merchant.code, 'PTSYS3')) throw new ApiError(400, 'function.not.available', 'function.not.available');
  const member = pointsMember(ctx);
  const kind = ctx.url.searchParams.get('kind')?.trim() ? enumParam(ctx.url, 'kind', POINT_KINDS, 'EARN') : null;
  return pointHistory(ctx.db, member.id, kind, pageParams(ctx.url, 10, 100));
}

export const pointRoutes: Route[] = [
  // Both generations of the balance's name answer (the contract's MCS2_ and MCSFE_).
  { method: 'GET', path: '/wps/relay/MCS2_getPointBalance', modId: 'PTSYS3', handle: balance },
  { method: 'GET', path: '/wps/relay/MCSFE_getPointBalance', modId: 'PTSYS3', handle: balance },
  { method: 'GET', path: '/wps/relay/MCS2_getPointReward', modId: 'PTSYS3', handle: items },
  { method: 'GET', path: '/wps/relay/MCSFE_getPointRewardConversionType', modId: 'PTSYS3', handle: conversionTypes },
  { method: 'GET', path: '/wps/relay/MCS2_getPointConfig', modId: 'PTSYS3', handle: config },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', modId: 'PTSYS3', handle: redeem },
  { method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', modId: 'PTSYS3', handle: redemptions },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', modId: 'PTSYS3', handle: convert },
  { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', modId: 'MEMTRANS3', handle: details },
];
