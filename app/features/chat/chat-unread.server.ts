import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { readForm } from '~/lib/form.server';
import { isPlatformError } from '~/platform-client/errors';
import { ChatReadSchema, ChatUnreadSchema } from '~/platform-client/schemas/chat';
import { ReadSchema } from './chat-form';

/** `GET /resources/chat-unread`: others' messages the player has not seen, for the footer's badge. Guests and outages read 0. */
export async function chatUnreadLoader({ context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!(await context.signIn())) return data({ total: 0 }, { headers });
  try {
    const { total } = await (await context.platform()).call('chatUnread', ChatUnreadSchema);
    return data({ total }, { headers });
  } catch (error) {
    if (isPlatformError(error)) return data({ total: 0 }, { headers });
    throw error;
  }
}

/** `POST roomId, cursor`: the open room page has shown the player everything up to `cursor`. */
export async function chatReadAction({ request, context }: ActionFunctionArgs) {
  if (!(await context.signIn())) return data({ ok: false }, { status: 401 });
  const parsed = v.safeParse(ReadSchema, await readForm(request));
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  try {
    await (await context.platform()).call('chatMarkRead', ChatReadSchema, { body: parsed.output });
    return data({ ok: true });
  } catch (error) {
    if (isPlatformError(error)) return data({ ok: false }, { status: error.kind === 'session' ? 401 : 503 });
    throw error;
  }
}
