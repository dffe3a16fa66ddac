import {
  channelAnswer,
  createDeposit,
  createdAnswer,
  cancelDeposit,
  depositById,
  depositPage,
  DEPOSIT_STATUSES,
  expireDeposits,
  merchantChannels,
  openPromotions,
  promotionAnswer,
  safeReturnUrl,
} from '../db/deposits';
import { storeProof } from '../db/proofs';
import { Refusal } from '../db/refusal';
import { text } from '../http/body';
import { idOf, jsonBody, minorOf, requestIdOf, requireRealMember, UPLOAD, uploadedImage } from '../http/cashier-params';
import { enumParam, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** The deposit calls of decision 011. */

function channels(ctx: RequestContext) {
  requireRealMember(ctx);
  return merchantChannels(ctx.db, ctx.merchant.code).map((c) => channelAnswer(c, ctx.origin));
}

function promotions(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return openPromotions(ctx.db, ctx.merchant.code, member.id).map(promotionAnswer);
}

/** `{ channelId, amountMinor, promotionId?, requestId, returnUrl? }`; e-wallets need the returnUrl their payment page sends the player back to. */
function create(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  const requestId = requestIdOf(body);
  const amountMinor = minorOf(body, 'amountMinor');
  const promotion = body.promotionId === undefined || body.promotionId === null || body.promotionId === '' ? null : idOf(body.promotionId);
  if (promotion === null && body.promotionId !== undefined && body.promotionId !== null && body.promotionId !== '') throw new Refusal('promotion.not.eligible');
  const rawReturn = text(body, 'returnUrl', 2000);
  const returnUrl = rawReturn ? safeReturnUrl(rawReturn) : null;
  if (rawReturn && !returnUrl) throw new Refusal('request_param_err', { field: 'returnUrl' });
  const deposit = createDeposit(ctx.db, member, { channelId: idOf(body.channelId), amountMinor, promotionId: promotion, requestId, returnUrl });
  return createdAnswer(ctx.db, deposit, ctx.origin);
}

function uploadProof(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const id = idOf(ctx.url.searchParams.get('id'));
  const deposit = id === null ? undefined : depositById(ctx.db, id);
  if (!deposit || deposit.member_id !== member.id) throw new Refusal('deposit.not.found');
  const image = uploadedImage(ctx, member);
  storeProof(ctx.db, { owner: 'DEPOSIT', ownerId: deposit.id, merchant: member.merchant, memberId: member.id, ...image });
  return { id: deposit.id, proofUploaded: true };
}

function list(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const status = ctx.url.searchParams.get('status')?.trim() ? enumParam(ctx.url, 'status', DEPOSIT_STATUSES, 'PENDING') : null;
  const page = pageParams(ctx.url, 20, 100);
  expireDeposits(ctx.db, { merchant: member.merchant, memberId: member.id });
  return depositPage(ctx.db, member.id, status, page);
}

function cancel(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const deposit = cancelDeposit(ctx.db, member.id, idOf(jsonBody(ctx).id));
  return { id: deposit.id, status: deposit.status };
}

export const depositRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/PAYFE_getDepositChannels', modId: 'COMM3', handle: channels },
  { method: 'GET', path: '/wps/relay/PAYFE_getDepositPromotions', modId: 'COMM3', handle: promotions },
  { method: 'POST', path: '/wps/relay/PAYFE_createDeposit', modId: 'COMM3', handle: create },
  { method: 'POST', path: '/wps/relay/PAYFE_uploadDepositProof', modId: 'COMM3', raw: UPLOAD, handle: uploadProof },
  { method: 'GET', path: '/wps/relay/PAYFE_getDeposits', modId: 'COMM3', handle: list },
  { method: 'POST', path: '/wps/relay/PAYFE_cancelDeposit', modId: 'COMM3', handle: cancel },
];
