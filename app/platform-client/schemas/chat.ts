import * as v from 'valibot';

/** The chat room (CBS3, decision 024): rooms, a member's permission, messages by cursor, posting and read marks. */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Cursor = v.pipe(v.number(), v.integer(), v.minValue(0));
const Time = v.pipe(v.number(), v.integer());

export const ChatRoomSchema = v.object({
  roomId: Id,
  code: v.pipe(v.string(), v.maxLength(40)),
  title: v.pipe(v.string(), v.maxLength(80)),
  minVipLevel: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ChatRoom = v.InferOutput<typeof ChatRoomSchema>;

export const ChatRoomListSchema = v.object({ list: v.pipe(v.array(ChatRoomSchema), v.maxLength(50)) });

export const CHAT_DENIALS = ['VIP_ONLY', 'TRIAL', 'MUTED'] as const;

export const ChatPermissionSchema = v.object({
  roomId: Id,
  canRead: v.boolean(),
  canPost: v.boolean(),
  reason: v.nullable(v.picklist(CHAT_DENIALS)),
  mutedUntil: v.nullable(Time),
  /** The handle the member's own messages carry. */
  selfKey: v.pipe(v.string(), v.maxLength(40)),
});
export type ChatPermission = v.InferOutput<typeof ChatPermissionSchema>;

export const ChatMessageSchema = v.object({
  id: Id,
  seq: Cursor,
  author: v.object({
    key: v.pipe(v.string(), v.maxLength(40)),
    nickname: v.pipe(v.string(), v.maxLength(80)),
    vipLevel: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  /** Plain text: shown as text, never as markup. */
  text: v.pipe(v.string(), v.maxLength(2000)),
  createdAt: Time,
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatMessagesSchema = v.object({
  roomId: Id,
  /** Ask for changes after this next time. */
  cursor: Cursor,
  messages: v.pipe(v.array(ChatMessageSchema), v.maxLength(200)),
  /** Messages a moderator removed since the cursor asked about. */
  deleted: v.pipe(v.array(Id), v.maxLength(200)),
});
export type ChatMessages = v.InferOutput<typeof ChatMessagesSchema>;

export const ChatReadSchema = v.object({ roomId: Id, unread: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export const ChatUnreadSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rooms: v.pipe(v.array(ChatReadSchema), v.maxLength(50)),
});

/** The value of a `chat.too.fast` refusal. */
export const ChatTooFastSchema = v.object({ retryAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3600)) });
