import { memberForToken } from '../db/members';
import { claimPromotion, joinPromotion } from '../db/promotion-actions';
import { applyPromotion, storeApplicationImage } from '../db/promotion-applications';
import { promotionCategories, promotionDetail, promotionList, type MemberFacts, type Viewer } from '../db/promotions';
import { Refusal } from '../db/refusal';
import { ApiError } from '../http/envelope';
import { idOf, jsonBody, requestIdOf, requireRealMember, UPLOAD, uploadedImage } from '../http/cashier-params';
import { languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * Promotions (decision 017): the list for a member (token) and for a guest, categories, one promotion's
 * detail, and the member's actions (join, claim, apply with images). Amounts in minor units of the
 * promotion's currency; every action carries a requestId and moves money at most once.
 */

const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

function viewer(ctx: RequestContext, member: MemberFacts | null): Viewer {
  return { member, chain: languageChain(ctx, 'language'), origin: ctx.origin, now: Date.now() };
}

/** A valid token shows the member's statuses; none (or a stale one) shows the guest's view, as content calls do. */
function optionalMember(ctx: RequestContext): MemberFacts | null {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  return (token && memberForToken(ctx.db, ctx.merchant.code, token)) || null;
}

function category(ctx: RequestContext): string | null {
  const raw = ctx.url.searchParams.get('category')?.trim() ?? '';
  if (!raw) return null;
  if (!/^[a-z_]{1,40}$/.test(raw)) throw badParam();
  return raw;
}

function list(ctx: RequestContext, member: MemberFacts | null) {
  const only = category(ctx);
  return promotionList(ctx.db, ctx.merchant.code, viewer(ctx, member)).filter((p) => !only || p.category === only);
}

const available = (ctx: RequestContext) => list(ctx, requireRealMember(ctx));
const merchantAvailable = (ctx: RequestContext) => list(ctx, null);
const categories = (ctx: RequestContext) => promotionCategories(ctx.db, ctx.merchant.code);

function detail(ctx: RequestContext) {
  const found = promotionDetail(ctx.db, ctx.merchant.code, idOf(ctx.url.searchParams.get('id')), viewer(ctx, optionalMember(ctx)));
  if (!found) throw new Refusal('promotion.not.found', null, 404);
  return found;
}

function join(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  return joinPromotion(ctx.db, ctx.merchant.code, member, idOf(body.id), requestIdOf(body));
}

function claim(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  return claimPromotion(ctx.db, ctx.merchant.code, member, idOf(body.id), requestIdOf(body));
}

function uploadImage(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const image = uploadedImage(ctx, member);
  return storeApplicationImage(ctx.db, ctx.merchant.code, member.id, image.bytes);
}

function apply(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  const requestId = requestIdOf(body);
  if (typeof body.comment !== 'string' || body.comment.length > 1000) throw badParam();
  const raw = body.imageIds ?? [];
  if (!Array.isArray(raw) || raw.length > 10) throw badParam();
  const imageIds = raw.map((x) => idOf(x));
  if (imageIds.some((x) => x === null)) throw badParam();
  return applyPromotion(ctx.db, ctx.merchant.code, member, idOf(body.id), { comment: body.comment, imageIds: imageIds as number[], requestId });
}

export const promotionRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', modId: 'REWCEN3', handle: available },
  { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', modId: 'REWCEN3', handle: merchantAvailable },
  { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', modId: 'REWCEN3', handle: categories },
  { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionDetail', modId: 'REWCEN3', handle: detail },
  { method: 'POST', path: '/wps/relay/MCSFE_joinPromotion', modId: 'REWCEN3', handle: join },
  { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', modId: 'REWCEN3', handle: claim },
  { method: 'POST', path: '/wps/relay/PROMOFE_uploadApplicationImage', modId: 'REWCEN3', raw: UPLOAD, handle: uploadImage },
  { method: 'POST', path: '/wps/relay/PROMOFE_applyPromotion', modId: 'REWCEN3', handle: apply },
];
