import { useEffect, useRef, useState } from 'react';
import type { ChatLine } from './chat.server';

export type LiveStatus = 'connecting' | 'live' | 'offline' | 'ended';

type RoomState = { roomId: number; cursor: number; messages: ChatLine[]; permission: { canRead: boolean } };
type ChatEvent = { cursor: number; messages: ChatLine[]; deleted: number[] };

/** Keeps at most this many messages on the page (the platform keeps 200 per room). */
const KEEP = 200;

function merge(current: ChatLine[], incoming: ChatLine[], deleted: number[] = []): ChatLine[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  for (const id of deleted) byId.delete(id);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}

/** Tells the site how far the player has seen the room (the footer's unread badge), a moment after it changed. */
function markRead(roomId: number, cursor: number) {
  const body = new URLSearchParams({ roomId: String(roomId), cursor: String(cursor) });
  void fetch('/resources/chat-unread', { method: 'POST', body, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * The room's messages: the loader's, then live changes from the site's event stream. EventSource reconnects
 * by itself and sends the last event id (the room's cursor), so nothing is missed or doubled; an `end` event
 * (the sign-in ended) stops it for good.
 */
export function useRoomLive(loaded: RoomState) {
  const { roomId, cursor, permission } = loaded;
  const [messages, setMessages] = useState(loaded.messages);
  const [status, setStatus] = useState<LiveStatus>('offline');
  const seen = useRef({ roomId, cursor });
  const readTimer = useRef<ReturnType<typeof setTimeout>>();

  // A reload of the room (after a post, a tab change) brings the loader's view: merged with what arrived live.
  useEffect(() => {
    setMessages((current) => (seen.current.roomId === roomId ? merge(current, loaded.messages) : loaded.messages));
    seen.current = { roomId, cursor: Math.max(cursor, seen.current.roomId === roomId ? seen.current.cursor : 0) };
  }, [loaded.messages, roomId, cursor]);

  useEffect(() => {
    if (!permission.canRead) return;
    const scheduleRead = () => {
      clearTimeout(readTimer.current);
      readTimer.current = setTimeout(() => {
        if (document.visibilityState === 'visible') markRead(roomId, seen.current.cursor);
      }, 800);
    };
    scheduleRead();
    setStatus('connecting');
    const source = new EventSource(`/resources/chat-stream?room=${roomId}&after=${seen.current.cursor}`);
    source.addEventListener('open', () => setStatus('live'));
    source.addEventListener('error', () => setStatus(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting'));
    source.addEventListener('chat', (event) => {
      let change: ChatEvent;
      try {
        change = JSON.parse((event as MessageEvent<string>).data) as ChatEvent;
      } catch {
        return;
      }
      seen.current = { roomId, cursor: Math.max(seen.current.cursor, change.cursor) };
      setMessages((current) => merge(current, change.messages, change.deleted));
      setStatus('live');
      scheduleRead();
    });
    source.addEventListener('end', () => {
      source.close();
      setStatus('ended');
    });
    const onVisible = () => document.visibilityState === 'visible' && scheduleRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      source.close();
      clearTimeout(readTimer.current);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [roomId, permission.canRead]);

  return { messages, status };
}
