import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { MAX_CHAT_TEXT } from './chat-check';

/** The composer as the action reads it (the browser checks the same rules in `chat-check.ts`). */

/** What the action reads of a field at most, before any check: a huge paste is cut, never parsed whole. */
export const FIELD_CAP = 2000;

const RoomId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/, 'chat.errors.room'), v.transform(Number));

export const SendSchema = formFields(
  {
    roomId: RoomId,
    text: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'chat.errors.empty'),
      v.check((s) => [...s].length <= MAX_CHAT_TEXT, 'chat.errors.tooLong'),
    ),
    requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'chat.errors.generic')),
  },
  'chat.errors.generic',
);

export const ReadSchema = formFields(
  {
    roomId: RoomId,
    cursor: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  },
  'chat.errors.generic',
);

/** The first message key among the issues (each message is a translation key). */
export const firstError = (issues: readonly { message: string }[]) => issues.find((i) => i.message.startsWith('chat.'))?.message ?? 'chat.errors.generic';
