/** The longest message, in characters (code points, after trimming). */
export const MAX_CHAT_TEXT = 500;

const ROOM_ID = /^[1-9]\d{0,11}$/;
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The browser's check of the composer before the round trip: the action's rules and locale keys
 * (`chat-form.ts`), in its order, without the validation library; the action checks again. Null when fine.
 */
export function sendProblem(form: { roomId: string; text: string; requestId: string }): string | null {
  if (!ROOM_ID.test(form.roomId)) return 'chat.errors.room';
  const text = form.text.trim();
  if (!text) return 'chat.errors.empty';
  if ([...text].length > MAX_CHAT_TEXT) return 'chat.errors.tooLong';
  if (!REQUEST_ID.test(form.requestId)) return 'chat.errors.generic';
  return null;
}
