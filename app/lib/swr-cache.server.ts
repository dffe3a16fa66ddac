export type SwrCacheOptions<T = unknown> = {
  /** How long a value is fresh. */
  ttlMs: number;
  /** Past this age a request waits for a refresh (within its own time) instead of getting the stale value at once. */
  maxStaleMs: number;
  /** After a failed refresh, wait this long before trying again (served stale meanwhile); 0 tries on the next request. */
  retryAfterMs?: number;
  /** The most keys kept; the oldest stored goes first. */
  maxEntries?: number;
  /** The most bytes the values kept weigh (as `sizeOf` tells); the oldest stored goes first. A value heavier than this alone is served, not kept. */
  maxBytes?: number;
  /** A value's weight in bytes; by default its JSON's length, a fair measure of what a parsed platform answer holds. */
  sizeOf?: (value: T) => number;
  now?: () => number;
  /** Told when a key starts failing, then at most once a minute while it keeps failing. */
  onRefreshError?: (key: string, error: unknown) => void;
};

type Entry<T> = { value: T; storedAt: number; nextCheckAt: number; bytes: number };

const REPORT_EVERY_MS = 60_000;

/**
 * A per-key cache that serves fresh values, serves stale ones while it refreshes in the background,
 * shares one in-flight fetch per key, and keeps the last good value when a refresh fails: a failed
 * refresh never overwrites a good value.
 */
export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly failing = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: SwrCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The value for `key`. Without one yet, the caller waits for the fetch. A value past `maxStaleMs`
   * waits for a refresh too, but `signal` (the request's time) ends the wait with the stale value.
   */
  async get(key: string, fetcher: () => Promise<T>, options: { signal?: AbortSignal } = {}): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry) return this.refresh(key, fetcher);
    if (now < entry.nextCheckAt) return entry.value;
    const refreshing = this.refresh(key, fetcher).catch(() => entry.value);
    if (now - entry.storedAt <= this.options.maxStaleMs) return entry.value;
    const { signal } = options;
    if (!signal) return refreshing;
    if (signal.aborted) return entry.value;
    return new Promise<T>((resolve) => {
      const giveUp = () => resolve(entry.value);
      signal.addEventListener('abort', giveUp, { once: true });
      void refreshing.then((value) => {
        signal.removeEventListener('abort', giveUp);
        resolve(value);
      });
    });
  }

  /** Drops a key (its value changed on purpose, e.g. after the player's own action): the next get fetches. */
  forget(key: string): void {
    this.drop(key);
    this.inflight.delete(key);
  }

  /** Keys kept and what their values weigh (counted only with `maxBytes`). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * A fresh value for `key` whatever the age of the one kept: joins the refresh already running or starts
   * one. A failure leaves the kept value as it was and rejects.
   */
  revalidate(key: string, fetcher: () => Promise<T>): Promise<T> {
    return this.refresh(key, fetcher);
  }

  /** The cached value whatever its age, if any: for error screens that want the last known good. */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  private refresh(key: string, fetcher: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = fetcher()
      .then((value) => {
        const storedAt = this.now();
        this.drop(key);
        const bytes = this.options.maxBytes ? this.weigh(value) : 0;
        this.entries.set(key, { value, storedAt, nextCheckAt: storedAt + this.options.ttlMs, bytes });
        this.bytes += bytes;
        this.failing.delete(key);
        this.evict();
        return value;
      })
      .catch((error: unknown) => {
        const entry = this.entries.get(key);
        if (entry) entry.nextCheckAt = this.now() + (this.options.retryAfterMs ?? Math.min(this.options.ttlMs, 5_000));
        const lastReport = this.failing.get(key);
        if (lastReport === undefined || this.now() - lastReport >= REPORT_EVERY_MS) {
          this.failing.set(key, this.now());
          this.options.onRefreshError?.(key, error);
        }
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private weigh(value: T): number {
    if (this.options.sizeOf) return this.options.sizeOf(value);
    return (JSON.stringify(value) ?? '').length;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Oldest stored first (a refresh stores its key anew, so the map's order is the storing order). */
  private evict() {
    const maxEntries = this.options.maxEntries ?? Infinity;
    const maxBytes = this.options.maxBytes ?? Infinity;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= maxEntries && this.bytes <= maxBytes) break;
      this.drop(key);
    }
  }
}
