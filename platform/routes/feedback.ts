import { oneRow } from '../db/one-row';
import { createFeedback, FEEDBACK_CATEGORIES, feedbackPage, MAX_FEEDBACK_TEXT, storeFeedbackImage, type FeedbackCategory } from '../db/feedback';
import { Refusal } from '../db/refusal';
import { text } from '../http/body';
import { idOf, jsonBody, requireRealMember, UPLOAD, uploadedImage } from '../http/cashier-params';
import { pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** Feedback (decision 021): the contract's `PUT /wps/feedback`, the screenshot before it, and the player's list. Real accounts only. */

/** More than this many in an hour from one member is a flood, not feedback. */
const SENDS_PER_HOUR = 10;

/** The raw PNG or JPEG body (at most 5 MB), checked by its bytes; answers the id to send with the feedback. */
function uploadImage(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const image = uploadedImage(ctx, member);
  return { imageId: storeFeedbackImage(ctx.db, member, image) };
}

/** `{ category, content, imageId? }`. */
function send(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  const category = text(body, 'category', 20).toUpperCase();
  if (!(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) throw new Refusal('feedback.invalid', { field: 'category' });
  const content = typeof body.content === 'string' ? body.content.trim() : '';
  if (!content || content.length > MAX_FEEDBACK_TEXT) throw new Refusal('feedback.invalid', { field: 'content', max: MAX_FEEDBACK_TEXT });
  const imageId = body.imageId === undefined || body.imageId === null || body.imageId === '' ? null : idOf(body.imageId);
  if (imageId === null && body.imageId !== undefined && body.imageId !== null && body.imageId !== '') throw new Refusal('feedback.image.not.found');
  const recent = oneRow(
    ctx.db
      .prepare<unknown[], number>('SELECT COUNT(*) FROM feedback WHERE member_id = ? AND created_at > ?')
      .pluck()
      .get(member.id, Date.now() - 3_600_000),
  );
  if (recent >= SENDS_PER_HOUR) throw new Refusal('feedback.too.many', null, 429);
  return createFeedback(ctx.db, member, { category: category as FeedbackCategory, content, imageId, language: ctx.language });
}

function list(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return feedbackPage(ctx.db, member.id, pageParams(ctx.url, 10, 50));
}

export const feedbackRoutes: Route[] = [
  { method: 'PUT', path: '/wps/feedback', modId: 'FEEDBACK3', handle: send },
  { method: 'POST', path: '/wps/relay/CSP_uploadFeedbackImage', modId: 'FEEDBACK3', raw: UPLOAD, handle: uploadImage },
  { method: 'GET', path: '/wps/relay/CSP_getFeedbackList', modId: 'FEEDBACK3', handle: list },
];
