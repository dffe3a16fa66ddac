import { isPlatformError } from '~/platform-client/errors';
import { ChatMessagesSchema, type ChatMessages } from '~/platform-client/schemas/chat';
import type { PlatformClient } from '~/platform-client/client.server';

/**
 * One poller per brand and room, shared by every open stream of that room in this process: the platform
 * is asked "what changed after N" once a second however many players watch, and each change fans out to
 * all of them. It asks with the token of one of the watchers (every watcher was allowed to read the room
 * when its stream opened); a token the platform no longer accepts ends that watcher's stream and the next
 * watcher's is used. With no watchers left the poller stops.
 */

export const POLL_MS = 1000;
const BACKOFF_MS = 5000;

export type Batch = Pick<ChatMessages, 'cursor' | 'messages' | 'deleted'>;

export type Watcher = {
  /** The watcher's own client (its token), for its catch-up and for the shared poll when it is the one asking. */
  client: PlatformClient;
  /** The last change this watcher has. */
  cursor: number;
  deliver(batch: Batch): void;
  /** The platform refused this watcher's session: its stream ends. */
  end(reason: 'session'): void;
};

class RoomFeed {
  private readonly watchers = new Set<Watcher>();
  private cursor: number | null = null;
  private running = false;

  constructor(
    private readonly roomId: number,
    private readonly onIdle: () => void,
  ) {}

  /** Adds a watcher after catching it up from its own cursor with its own token. */
  async join(watcher: Watcher): Promise<void> {
    const caught = await watcher.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: this.roomId, after: watcher.cursor } });
    if (caught.messages.length || caught.deleted.length) watcher.deliver(caught);
    watcher.cursor = caught.cursor;
    this.watchers.add(watcher);
    if (this.cursor === null || this.cursor > caught.cursor) this.cursor = caught.cursor;
    if (!this.running) void this.run();
  }

  leave(watcher: Watcher) {
    this.watchers.delete(watcher);
  }

  get size() {
    return this.watchers.size;
  }

  private async run() {
    this.running = true;
    try {
      while (this.watchers.size) {
        await sleep(POLL_MS);
        const asker = this.watchers.values().next().value;
        if (!asker || this.cursor === null) continue;
        try {
          const batch = await asker.client.call('chatMessages', ChatMessagesSchema, { query: { roomId: this.roomId, after: this.cursor } });
          this.cursor = batch.cursor;
          if (!batch.messages.length && !batch.deleted.length) continue;
          for (const watcher of this.watchers) {
            // A watcher that joined later already has the changes up to its own cursor.
            const messages = batch.messages.filter((m) => m.seq > watcher.cursor);
            watcher.cursor = Math.max(watcher.cursor, batch.cursor);
            watcher.deliver({ cursor: batch.cursor, messages, deleted: batch.deleted });
          }
        } catch (error) {
          if (isPlatformError(error) && (error.kind === 'session' || (error.kind === 'rejected' && error.details.status === 403))) {
            // This watcher may no longer read the room (signed out, muted readers still read, demoted below a VIP room).
            this.watchers.delete(asker);
            asker.end('session');
            continue;
          }
          console.warn(`[chat] room ${this.roomId}: ${(error as Error).message}`);
          await sleep(BACKOFF_MS);
        }
      }
    } finally {
      this.running = false;
      this.cursor = null;
      this.onIdle();
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const feeds = new Map<string, RoomFeed>();

/** The shared feed of a brand's room, created on first use and dropped when its last watcher leaves. */
export function roomFeed(brandId: string, roomId: number): RoomFeed {
  const key = `${brandId}:${roomId}`;
  let feed = feeds.get(key);
  if (!feed) {
    const created: RoomFeed = new RoomFeed(roomId, () => {
      if (feeds.get(key) === created && created.size === 0) feeds.delete(key);
    });
    feed = created;
    feeds.set(key, feed);
  }
  return feed;
}
