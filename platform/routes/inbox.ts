import { offerBirthdayBonus } from '../db/birthday-bonus';
import { claimableMissionCount, claimableRewardCount } from '../db/claimables';
import { openPromotions } from '../db/deposits';
import { deleteMessage, messageFor, messagePage, readAllMessages, readMessage, unreadCount } from '../db/inbox';
import { isModuleOn } from '../db/merchants';
import { Refusal } from '../db/refusal';
import { requireMember } from '../http/auth';
import { idOf, jsonBody } from '../http/cashier-params';
import { enumParam, pageParams } from '../http/query';
import { avatarUrl } from './account';
import type { RequestContext, Route } from '../http/router';

/**
 * The inbox relays and the signed-in shell's public state (decision 013): the contract's `CSP_getInbox`
 * and `CSP_unreadCount`, the mobile generation's `EMFE_getInbox` (`page`, `size`) and
 * `EMFE_getInboxUnreadCount`, and the designed read, read-all and delete calls.
 */

/** A message id from the body or the query; one that cannot be an id is simply not found. */
function messageId(raw: unknown): number {
  const id = idOf(raw);
  if (id === null) throw new Refusal('message.not.found', null, 404);
  return id;
}

function list(ctx: RequestContext) {
  const member = requireMember(ctx);
  const filter = enumParam(ctx.url, 'filter', ['all', 'unread'] as const, 'all');
  return messagePage(ctx.db, member, { unread: filter === 'unread' }, pageParams(ctx.url, 10, 50));
}

/** The mobile generation names the page `page` and its size `size`. */
function mobileList(ctx: RequestContext) {
  const url = new URL(ctx.url);
  for (const [mobile, name] of [
    ['page', 'pageNo'],
    ['size', 'pageSize'],
  ] as const) {
    const value = url.searchParams.get(mobile);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return list({ ...ctx, url });
}

function one(ctx: RequestContext) {
  return messageFor(ctx.db, requireMember(ctx), messageId(ctx.url.searchParams.get('id')));
}

function count(ctx: RequestContext) {
  return unreadCount(ctx.db, requireMember(ctx));
}

function read(ctx: RequestContext) {
  const member = requireMember(ctx);
  return readMessage(ctx.db, member, messageId(jsonBody(ctx).id));
}

function readAll(ctx: RequestContext) {
  return readAllMessages(ctx.db, requireMember(ctx));
}

function remove(ctx: RequestContext) {
  const member = requireMember(ctx);
  return deleteMessage(ctx.db, member, messageId(jsonBody(ctx).id));
}

/**
 * `GET /wps/relay/MCSFE_getPublicState`: everything the signed-in shell's badges and header need, in
 * one cheap call. Counts of modules the merchant has switched off are 0.
 */
function publicState(ctx: RequestContext) {
  const member = requireMember(ctx);
  const on = (modId: string) => isModuleOn(ctx.db, ctx.merchant.code, modId);
  const hasVip = on('VIP3');
  const realMember = member.type !== 4;
  if (realMember && on('REWCEN3')) offerBirthdayBonus(ctx.db, member.merchant, member.id);
  return {
    unreadMessage: on('INBOX3') ? unreadCount(ctx.db, member) : 0,
    availablePromoCount: realMember ? openPromotions(ctx.db, member.merchant, member.id).length : 0,
    claimableRewardCount: on('REWCEN3') ? claimableRewardCount(ctx.db, member.id) : 0,
    claimableMissionCount: claimableMissionCount(ctx.db, member.id),
    hasVip,
    vipLabelName: hasVip ? `VIP${member.vip_level}` : null,
    vipRankLevel: hasVip ? member.vip_level : 0,
    nickname: member.nickname ?? member.username,
    avatarUrl: avatarUrl(ctx, member.avatar),
  };
}

export const inboxRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/CSP_getInbox', modId: 'INBOX3', handle: list },
  { method: 'GET', path: '/wps/relay/EMFE_getInbox', modId: 'INBOX3', handle: mobileList },
  { method: 'GET', path: '/wps/relay/CSP_getMessage', modId: 'INBOX3', handle: one },
  { method: 'GET', path: '/wps/relay/CSP_unreadCount', modId: 'INBOX3', handle: count },
  { method: 'GET', path: '/wps/relay/EMFE_getInboxUnreadCount', modId: 'INBOX3', handle: count },
  { method: 'POST', path: '/wps/relay/CSP_readMessage', modId: 'INBOX3', handle: read },
  { method: 'POST', path: '/wps/relay/CSP_readAllMessages', modId: 'INBOX3', handle: readAll },
  { method: 'POST', path: '/wps/relay/CSP_deleteMessage', modId: 'INBOX3', handle: remove },
  { method: 'GET', path: '/wps/relay/MCSFE_getPublicState', modId: 'COMM3', handle: publicState },
];
