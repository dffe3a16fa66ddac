import * as v from 'valibot';

/** The inbox relays and the signed-in shell's public state (decision 013). */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * A message in a list: typed notices are rendered from `type` + `params`; operator notices carry a `title`.
 * A list may carry each message's body (operator HTML, cleaned by the site): a platform without the
 * one-message call opens a message from it.
 */
export const MessageSummarySchema = v.object({
  id: Id,
  type: v.pipe(v.string(), v.maxLength(60)),
  title: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  params: v.optional(v.record(v.string(), v.unknown()), {}),
  createdAt: v.pipe(v.number(), v.integer()),
  read: v.boolean(),
  broadcast: v.optional(v.boolean(), false),
  bodyHtml: v.optional(v.nullable(v.string()), null),
});
export type MessageSummary = v.InferOutput<typeof MessageSummarySchema>;

export const MessageListSchema = v.object({
  list: v.array(MessageSummarySchema),
  pageNo: v.pipe(v.number(), v.integer()),
  pageSize: v.pipe(v.number(), v.integer()),
  totalCount: Count,
  totalPages: v.pipe(v.number(), v.integer()),
  unreadCount: v.optional(Count),
});

/** One message with its body: operator HTML, cleaned by the site before it reaches a page. */
export const MessageSchema = MessageSummarySchema;
export type Message = v.InferOutput<typeof MessageSchema>;

/** `CSP_unreadCount`: the contract's bare number. */
export const UnreadCountSchema = Count;

/** What reading, reading all and deleting answer: at least the unread count after the change. */
export const InboxChangeSchema = v.looseObject({ unreadCount: Count });

export const PublicStateSchema = v.object({
  unreadMessage: v.optional(Count, 0),
  availablePromoCount: v.optional(Count, 0),
  claimableRewardCount: v.optional(Count, 0),
  claimableMissionCount: v.optional(Count, 0),
  hasVip: v.optional(v.boolean(), false),
  vipLabelName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(60))), null),
  vipRankLevel: v.optional(v.pipe(v.number(), v.integer()), 0),
  nickname: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
  avatarUrl: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048))), null),
});
export type PublicState = v.InferOutput<typeof PublicStateSchema>;
