import type { Db } from './open';

/** Inbox messages about the member's money; the site renders them from the type and its params. */
export type MessageType =
  | 'info_deposit_arrival' | 'info_deposit_failed' | 'info_withdraw_approve' | 'info_withdraw_reject' | 'info_withdraw_paid' | 'info_withdraw_auto_confirm';

export function sendMessage(db: Db, message: { merchant: string; memberId: number; type: MessageType; params: Record<string, unknown>; at?: number; readAt?: number | null }) {
  db.prepare('INSERT INTO messages (merchant, member_id, type, params, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    message.merchant, message.memberId, message.type, JSON.stringify(message.params), message.at ?? Date.now(), message.readAt ?? null,
  );
}
