import type { Outcome } from './admin-cashier';
import { deleteChatMessage, findRoom, listRoomMessages, muteChatMember } from './db/chat';
import type { MerchantRow } from './db/merchants';
import type { Db } from './db/db';
import { Refusal } from './db/refusal';

/** `platform:admin -- chat …`: the moderator's side of the chat room. */
export const CHAT_USAGE = `  npm run platform:admin -- chat list <merchant> <room id|code>       (the room's latest messages with their ids)
  npm run platform:admin -- chat delete <merchant> <messageId>         (open rooms drop it at once)
  npm run platform:admin -- chat mute <merchant> <member> <minutes>    (0 lifts the mute)`;

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);
const oneLine = (s: string, max = 80) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function chatCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  try {
    if (action === 'list' && args.length === 1) {
      const room = findRoom(db, merchant.code, args[0]!);
      if (!room) return { lines: [`${merchant.code}: no room ${args[0]}`], code: 1 };
      const rows = listRoomMessages(db, merchant.code, room.id);
      if (!rows.length) return { lines: [`${merchant.code} ${room.code}: no messages`], code: 0 };
      return {
        lines: rows.map((m) => `#${m.id}  ${when(m.created_at)}  ${m.username.padEnd(12)}  ${m.deleted_at !== null ? '[deleted]' : oneLine(m.body)}`),
        code: 0,
      };
    }
    if (action === 'delete' && args.length === 1) {
      const id = /^[1-9]\d{0,11}$/.test(args[0]!) ? Number(args[0]) : null;
      if (id === null) return null;
      const done = deleteChatMessage(db, merchant.code, id);
      return { lines: [done.alreadyDeleted ? `message #${id} was already deleted` : `message #${id} deleted`], code: 0 };
    }
    if (action === 'mute' && args.length === 2) {
      const minutes = /^\d{1,6}$/.test(args[1]!) ? Number(args[1]) : null;
      if (minutes === null) return null;
      const { until } = muteChatMember(db, merchant.code, args[0]!, minutes);
      return { lines: [until === null ? `${args[0]} may post again` : `${args[0]} muted until ${when(until)} UTC`], code: 0 };
    }
    return null;
  } catch (error) {
    if (error instanceof Refusal) return { lines: [`${merchant.code}: ${error.errorCode}`], code: 1 };
    throw error;
  }
}
