import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * What a limit does while its shared store fails: count on this instance alone (the limit as it was
 * before instances shared it), or refuse until the store answers again.
 */
export type WhenStoreFails = 'per-instance' | 'refuse';

export type LimitSpec = { name: string; points: number; windowMs: number; whenStoreFails: WhenStoreFails };

/** Where the counts live: the shared Redis client, or null for this process's memory. */
export type LimitStore = () => Promise<Redis | null>;

const KEY_PREFIX = 'wl:limit';
/** A store failure is logged at most this often per limit: a dead Redis under load is one line, not thousands. */
const FAILURE_LOG_MS = 30_000;
/** How long a limit waits for its client's first connection: the session store's own connect timeout. */
const FIRST_CONNECTION_MS = 2_000;

/**
 * Resolves once a client that is still connecting is ready, has failed, or took too long. Until it is ready,
 * `rejectIfRedisNotReady` sends every try to the in-memory insurance limiter, where the other instances never
 * see it: the first failures after an instance started would not count on the shared limit.
 */
function firstConnection(client: Redis): Promise<void> {
  if (client.status !== 'connecting' && client.status !== 'connect') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['ready', 'error', 'end']) client.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_MS);
    for (const event of ['ready', 'error', 'end']) client.once(event, done);
  });
}

/**
 * A fixed-window limiter (rate-limiter-flexible) for login failures, SMS sends and other tries the site
 * refuses before they cost a platform call. Each key may spend `points` in a window of `windowMs` that
 * starts at its first hit. With a Redis store every instance spends from one count; in memory the
 * semantics are the same, for this instance.
 */
export class RateLimiter {
  private current: { client: Redis | null; limiter: RateLimiterAbstract } | null = null;
  private lastFailureLog = 0;

  constructor(
    private readonly spec: LimitSpec,
    private readonly store: LimitStore = async () => null,
  ) {}

  /** Spends one try; false when the key is over its limit. */
  async take(key: string): Promise<boolean> {
    try {
      await (await this.limiter()).consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      this.storeFailed(error);
      return false;
    }
  }

  /** Whether the key has used its allowance, without spending any. */
  async isOver(key: string): Promise<boolean> {
    try {
      const res = await (await this.limiter()).get(key);
      return (res?.consumedPoints ?? 0) >= this.spec.points;
    } catch (error) {
      this.storeFailed(error);
      return true;
    }
  }

  /** Counts one hit (a failure, when only failures should spend the allowance). */
  async record(key: string): Promise<void> {
    try {
      await (await this.limiter()).penalty(key, 1);
    } catch (error) {
      this.storeFailed(error);
    }
  }

  /** The limiter on the store's current client (a new one after the store reconnected with another). */
  private async limiter(): Promise<RateLimiterAbstract> {
    const client = await this.store();
    if (this.current && this.current.client === client) return this.current.limiter;
    if (client) await firstConnection(client);
    // Another try may have built it while this one waited.
    if (this.current && this.current.client === client) return this.current.limiter;
    const options = { keyPrefix: `${KEY_PREFIX}:${this.spec.name}`, points: this.spec.points, duration: this.spec.windowMs / 1000 };
    const limiter = client
      ? new RateLimiterRedis({
          ...options,
          storeClient: client,
          // A client that is not connected fails at once instead of queueing a request's try.
          rejectIfRedisNotReady: true,
          insuranceLimiter: this.spec.whenStoreFails === 'per-instance' ? new RateLimiterMemory(options) : undefined,
        })
      : new RateLimiterMemory(options);
    this.current = { client, limiter };
    return limiter;
  }

  /** Only a 'refuse' limit gets here (the others fall back to memory): every try is refused meanwhile. */
  private storeFailed(error: unknown) {
    const now = Date.now();
    if (now - this.lastFailureLog < FAILURE_LOG_MS) return;
    this.lastFailureLog = now;
    console.warn(`[limits] ${this.spec.name}: the shared store failed (${error instanceof Error ? error.message : String(error)}); refusing until it answers`);
  }
}
