import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { readForm } from '~/lib/form.server';
import { formError, formRefused } from '~/lib/form-result.server';
import { refusal } from '~/platform-client/refusal';
import {
  ChatMessageSchema,
  ChatMessagesSchema,
  ChatPermissionSchema,
  ChatRoomListSchema,
  ChatTooFastSchema,
  type ChatMessage,
} from '~/platform-client/schemas/chat';
import { requireSignIn, signOutIfSessionEnded } from '~/request/guards.server';
import { notFound } from '~/lib/responses';
import { FIELD_CAP, firstError, SendSchema } from './chat-form';
import { chatTime } from './chat-time';

/** Dark text on a light header colour, light text on a dark one (WCAG relative luminance). */
function textOn(hex: string): string {
  const n = hex.replace('#', '');
  const full = n.length === 3 ? [...n].map((c) => c + c).join('') : n.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.4 ? '#1a1206' : '#ffffff';
}

export type ChatLine = ChatMessage & { time: string };

/**
 * `/chat?room=<id>`: the rooms, the chosen room (the first by default), what the player may do there and
 * its latest messages. The page then follows the room live through `/resources/chat-stream`.
 */
export async function chatLoader({ request, context }: LoaderFunctionArgs) {
  await requireSignIn(context, request);
  const url = new URL(request.url);
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  const t = await getFixedT(site.language);
  const here = url.pathname + url.search;
  return signOutIfSessionEnded(context, here, async () => {
    const { list: rooms } = await client.call('chatRooms', ChatRoomListSchema);
    if (!rooms.length) throw notFound();
    const asked = url.searchParams.get('room');
    const room = rooms.find((r) => String(r.roomId) === asked) ?? rooms[0]!;
    const permission = await client.call('chatLaunch', ChatPermissionSchema, { query: { roomId: room.roomId } });
    const feed = permission.canRead ? await client.call('chatMessages', ChatMessagesSchema, { query: { roomId: room.roomId } }) : null;
    const zone = site.brand.timeZone;
    const colour = site.brand.chatHeaderColour;
    return {
      title: t('chat.title'),
      brandName: site.brand.name,
      rooms,
      room,
      permission,
      cursor: feed?.cursor ?? 0,
      messages: (feed?.messages ?? []).map((m): ChatLine => ({ ...m, time: chatTime(m.createdAt, zone) })),
      zone,
      header: { background: colour.startsWith('#') ? colour : `#${colour}`, text: textOn(colour) },
      requestId: crypto.randomUUID(),
    };
  });
}

/** Platform refusals of a post, as the message the player reads. */
const SEND_REFUSALS: Record<string, string> = {
  'chat.too.fast': 'chat.errors.tooFast',
  'chat.muted': 'chat.errors.muted',
  'chat.post.forbidden': 'chat.errors.readOnly',
  'chat.read.forbidden': 'chat.errors.vipOnly',
  'chat.text.invalid': 'chat.errors.tooLong',
  'chat.room.not.found': 'chat.errors.room',
};

/**
 * A post from the composer (a plain form: without JavaScript it posts and comes back to the room). Bad
 * input changes nothing and answers a message; a flood answers how long to wait.
 */
export async function chatAction({ request, context }: ActionFunctionArgs) {
  await requireSignIn(context, request);
  const form = await readForm(request);
  const fields = { roomId: (form.roomId ?? '').slice(0, 20), text: (form.text ?? '').slice(0, FIELD_CAP), requestId: (form.requestId ?? '').slice(0, 80) };
  // A refused post comes back in the composer as typed.
  const values = { text: fields.text.slice(0, 600) };
  const parsed = v.safeParse(SendSchema, fields);
  if (!parsed.success) return formError({ text: firstError(parsed.issues) }, { values });
  const back = `/chat?room=${parsed.output.roomId}`;
  try {
    const client = await context.platform();
    await signOutIfSessionEnded(context, back, () => client.call('chatSend', ChatMessageSchema, { body: parsed.output }));
    // Back to the room: a reload does not post again, and the new message is at the bottom.
    return redirect(`${back}#chat-composer`);
  } catch (error) {
    const failure = refusal(error, { codes: SEND_REFUSALS });
    const wait = failure.code === 'chat.too.fast' ? v.safeParse(ChatTooFastSchema, failure.params) : null;
    return formRefused(failure, { values, retryAfter: wait?.success ? wait.output.retryAfterSeconds : null });
  }
}
