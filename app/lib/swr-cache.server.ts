export type SwrCacheOptions = {
  /** How long a value is fresh. */
  ttlMs: number;
  /** Past this age a request waits for a refresh instead of getting the stale value at once. */
  maxStaleMs: number;
  /** After a failed refresh, wait this long before trying again (served stale meanwhile). */
  retryAfterMs?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

type Entry<T> = { value: T; storedAt: number; nextCheckAt: number };

/**
 * A per-key cache that serves fresh values, serves stale ones while it refreshes in the background,
 * shares one in-flight fetch per key, and keeps the last good value when a refresh fails.
 */
export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: SwrCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, fetcher: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry) return this.refresh(key, fetcher);
    if (now < entry.nextCheckAt) return entry.value;
    if (now - entry.storedAt > this.options.maxStaleMs) {
      // Too old to show without trying: wait for the platform, fall back to the last good value.
      return this.refresh(key, fetcher).catch(() => entry.value);
    }
    this.refresh(key, fetcher).catch(() => undefined);
    return entry.value;
  }

  /** The cached value whatever its age, if any: for error screens that want the last known good. */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  invalidate(key?: string) {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  private refresh(key: string, fetcher: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = fetcher()
      .then((value) => {
        const storedAt = this.now();
        this.entries.set(key, { value, storedAt, nextCheckAt: storedAt + this.options.ttlMs });
        return value;
      })
      .catch((error: unknown) => {
        const entry = this.entries.get(key);
        if (entry) entry.nextCheckAt = this.now() + (this.options.retryAfterMs ?? Math.min(this.options.ttlMs, 5_000));
        this.options.onRefreshError?.(key, error);
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}
