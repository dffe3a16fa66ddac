import { chatMessages, chatPermission, chatRooms, chatUnread, markChatRead, postChatMessage } from '../db/chat';
import { Refusal } from '../db/refusal';
import { requireMember } from '../http/auth';
import { idOf, jsonBody, requestIdOf } from '../http/cashier-params';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';

/**
 * The chat room (CBS3, decision 024): the contract's `CBS_modelList`, `CBS_launchChat` (entering a room:
 * what the member may do there), `CBS_groupPermission` and
 * `CBS_unreadCount`, and the designed `CBS_getMessages`, `CBS_sendMessage` and `CBS_markRead`. Every call
 * needs the member's token; trial accounts read but do not post.
 */

const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

function roomIdOf(value: unknown): number {
  const id = idOf(value);
  if (id === null) throw new Refusal('chat.room.not.found', null, 404);
  return id;
}

/** A cursor: a non-negative integer; absent → null. */
function cursorOf(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  if (!/^\d{1,12}$/.test(raw.trim())) throw badParam();
  return Number(raw.trim());
}

function rooms(ctx: RequestContext) {
  requireMember(ctx);
  return { list: chatRooms(ctx.db, ctx.merchant.code, ctx.language) };
}

function permission(ctx: RequestContext) {
  const member = requireMember(ctx);
  return chatPermission(ctx.db, member, roomIdOf(ctx.url.searchParams.get('roomId')));
}

function messages(ctx: RequestContext) {
  const member = requireMember(ctx);
  return chatMessages(ctx.db, member, roomIdOf(ctx.url.searchParams.get('roomId')), cursorOf(ctx.url.searchParams.get('after')));
}

/** `{ roomId, text, requestId }`. */
function send(ctx: RequestContext) {
  const member = requireMember(ctx);
  const body = jsonBody(ctx);
  // Over-long text is refused before any work; the exact limit (500 characters) is checked on the cleaned text.
  if (typeof body.text !== 'string' || body.text.length > 2000) throw new Refusal('chat.text.invalid', { max: 500 });
  return postChatMessage(ctx.db, member, { roomId: roomIdOf(body.roomId), text: body.text, requestId: requestIdOf(body) });
}

/** `{ roomId, cursor }`: the member has seen the room up to `cursor`. */
function markRead(ctx: RequestContext) {
  const member = requireMember(ctx);
  const body = jsonBody(ctx);
  const cursor = typeof body.cursor === 'number' && Number.isSafeInteger(body.cursor) && body.cursor >= 0 ? body.cursor : null;
  if (cursor === null) throw badParam();
  return markChatRead(ctx.db, member, roomIdOf(body.roomId), cursor);
}

function unread(ctx: RequestContext) {
  return chatUnread(ctx.db, requireMember(ctx));
}

export const chatRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/CBS_modelList', modId: 'CBS3', handle: rooms },
  { method: 'GET', path: '/wps/relay/CBS_launchChat', modId: 'CBS3', handle: permission },
  { method: 'GET', path: '/wps/relay/CBS_groupPermission', modId: 'CBS3', handle: permission },
  { method: 'GET', path: '/wps/relay/CBS_getMessages', modId: 'CBS3', handle: messages },
  { method: 'POST', path: '/wps/relay/CBS_sendMessage', modId: 'CBS3', handle: send },
  { method: 'POST', path: '/wps/relay/CBS_markRead', modId: 'CBS3', handle: markRead },
  { method: 'GET', path: '/wps/relay/CBS_unreadCount', modId: 'CBS3', handle: unread },
];
