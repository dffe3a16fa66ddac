import type { LoaderFunctionArgs } from '@remix-run/node';
import { isPlatformError } from '~/platform-client/errors';
import { ChatPermissionSchema } from '~/platform-client/schemas/chat';
import { platformClientFor } from '~/request/platform.server';
import { liveSignIn, readSession } from '~/request/session/session.server';
import { chatTime } from './chat-time';
import { roomFeed, type Batch } from './room-feed.server';

/** A comment line this often keeps proxies and the browser from taking a quiet room for a dead connection. */
const HEARTBEAT_MS = 15_000;
/** How often an open stream checks that the sign-in still lives (here and on the platform). */
const SESSION_CHECK_MS = 20_000;
/** The browser's wait before reconnecting (EventSource's own retry, with Last-Event-ID). */
const RETRY_MS = 3000;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * `/resources/chat-stream?room=<id>&after=<cursor>`: the room's changes as server-sent events, for the
 * signed-in player. The platform token never leaves the server: the site follows the room through the
 * shared poller and writes each change as an event whose id is the room's cursor, so a reconnecting
 * browser (Last-Event-ID) picks up exactly where it was. The stream ends when the sign-in ends, here or on
 * the platform, with an `end` event the page reads as "stop, do not reconnect".
 */
export async function chatStreamLoader({ request, context }: LoaderFunctionArgs) {
  const signIn = await context.signIn();
  // 204 is the one answer that stops EventSource from reconnecting: a guest has nothing to follow.
  if (!signIn) return new Response(null, { status: 204 });
  const url = new URL(request.url);
  const roomId = /^[1-9]\d{0,11}$/.test(url.searchParams.get('room') ?? '') ? Number(url.searchParams.get('room')) : null;
  const resume = request.headers.get('Last-Event-ID') ?? url.searchParams.get('after') ?? '';
  const cursor = /^\d{1,12}$/.test(resume) ? Number(resume) : null;
  if (roomId === null || cursor === null) return plain(400, 'room and cursor needed');

  const [site, session] = await Promise.all([context.site(), context.session()]);
  const token = session.get('token');
  if (!token) return new Response(null, { status: 204 });
  // Not the request's client: that one stops at the page's time budget, and this stream lives for minutes.
  const client = platformClientFor(site.brand, { language: site.language, token });
  try {
    const permission = await client.call('chatPermission', ChatPermissionSchema, { query: { roomId } });
    if (!permission.canRead) return plain(403, 'not allowed to read this room');
  } catch (error) {
    if (isPlatformError(error) && (error.kind === 'session' || error.kind === 'rejected')) return new Response(null, { status: 204 });
    throw error;
  }

  const cookie = request.headers.get('Cookie');
  const zone = site.brand.timeZone;
  const encoder = new TextEncoder();
  const feed = roomFeed(site.brand.id, roomId);
  let closed = false;
  let timers: ReturnType<typeof setInterval>[] = [];
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | null = null;
  const write = (text: string) => {
    if (closed || !controllerRef) return;
    try {
      controllerRef.enqueue(encoder.encode(text));
    } catch {
      stop();
    }
  };
  const watcher = {
    client,
    cursor,
    deliver(batch: Batch) {
      const payload = { cursor: batch.cursor, deleted: batch.deleted, messages: batch.messages.map((m) => ({ ...m, time: chatTime(m.createdAt, zone) })) };
      write(`id: ${batch.cursor}\nevent: chat\ndata: ${JSON.stringify(payload)}\n\n`);
    },
    end() {
      write('event: end\ndata: session\n\n');
      stop();
    },
  };
  function stop() {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearInterval(timer);
    timers = [];
    feed.leave(watcher);
    try {
      controllerRef?.close();
    } catch {
      // Already closed by the browser going away.
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
    },
    cancel() {
      stop();
    },
  });
  request.signal.addEventListener('abort', stop, { once: true });
  timers.push(setInterval(() => write(': ping\n\n'), HEARTBEAT_MS));
  timers.push(
    setInterval(() => {
      void (async () => {
        const live = liveSignIn(await readSession(cookie), site.brand.id);
        if (!live || live.token !== token) return watcher.end();
        try {
          const permission = await client.call('chatPermission', ChatPermissionSchema, { query: { roomId } });
          if (!permission.canRead) watcher.end();
        } catch (error) {
          if (isPlatformError(error) && error.kind === 'session') watcher.end();
        }
      })();
    }, SESSION_CHECK_MS),
  );
  try {
    await feed.join(watcher);
  } catch (error) {
    stop();
    if (isPlatformError(error)) return plain(503, 'the chat is not available right now');
    throw error;
  }

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the server's compression leaves the stream alone (it would hold events back to fill a block).
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // Proxies that buffer (nginx) pass each event on as it comes.
      'X-Accel-Buffering': 'no',
    },
  });
}
