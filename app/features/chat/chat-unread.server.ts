import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { readForm } from '~/lib/form.server';
import { isPlatformError } from '~/platform-client/errors';
import { ChatReadSchema, ChatUnreadSchema } from '~/platform-client/schemas/chat';
import { ReadSchema } from './chat-form';

/**
 * `GET /resources/chat-unread`: others' messages the player has not seen, for the footer's badge. Guests and outages read 0.
 * A resource route answers Responses of its own: under single fetch Remix turns `data()` or a raw value into JSON
 * itself, dropping its status and headers, and logs a future-change warning on every poll.
 */
export async function chatUnreadLoader({ context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!(await context.signIn())) return Response.json({ total: 0 }, { headers });
  try {
    const { total } = await (await context.platform()).call('chatUnread', ChatUnreadSchema);
    return Response.json({ total }, { headers });
  } catch (error) {
    if (isPlatformError(error)) return Response.json({ total: 0 }, { headers });
    throw error;
  }
}

/** `POST roomId, cursor`: the open room page has shown the player everything up to `cursor`. */
export async function chatReadAction({ request, context }: ActionFunctionArgs) {
  if (!(await context.signIn())) return Response.json({ ok: false }, { status: 401 });
  const parsed = v.safeParse(ReadSchema, await readForm(request));
  if (!parsed.success) return Response.json({ ok: false }, { status: 400 });
  try {
    await (await context.platform()).call('chatMarkRead', ChatReadSchema, { body: parsed.output });
    return Response.json({ ok: true });
  } catch (error) {
    if (isPlatformError(error)) return Response.json({ ok: false }, { status: error.kind === 'session' ? 401 : 503 });
    throw error;
  }
}
