// Platform error codes look like message keys (group.name); a file named *.codes.ts holds codes only,
// so the check that pages ship the message groups they use does not read them as keys.
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * The status of every refusal a form answers, by the platform's code; unlisted codes are the form's 400.
 * 409: the same intent already went through (a replay, a double click, another tab), or the thing was already
 * answered (a contract request settled elsewhere): nothing happened twice.
 * 404: the thing the page is about is gone. 403: this player may not (a trial account, a muted or read-only chatter).
 * 413/429: an upload too big, too many uploads or posts.
 */
export const STATUS_BY_CODE: Readonly<Record<string, RefusalStatus>> = {
  'request.duplicate': 409,
  'reward.claimed': 409,
  'mission.claimed': 409,
  'raffle.drawn': 409,
  'lucky.ticket.used': 409,
  'promotion.claimed': 409,
  'promotion.joined': 409,
  'promotion.applied': 409,
  'contract.not.open': 409,
  'account.trial': 403,
  'chat.muted': 403,
  'chat.post.forbidden': 403,
  'chat.read.forbidden': 403,
  'lucky.not.found': 404,
  'item.not.found': 404,
  'promotion.not.found': 404,
  'message.not.found': 404,
  'chat.room.not.found': 404,
  'upload.too.large': 413,
  'upload.quota': 429,
  'chat.too.fast': 429,
};
