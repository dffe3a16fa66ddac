/**
 * A small in-memory sliding-window limiter for login failures and SMS sends, in front of the platform's
 * own limits: a burst from one IP is refused here before it costs a platform call.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit; false when the key is over its limit. */
  take(key: string, now = Date.now()): boolean {
    if (this.isOver(key, now)) return false;
    this.record(key, now);
    return true;
  }

  /** Whether the key has used its allowance in the window, without counting this look. */
  isOver(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  /** Counts one hit (a failure, when only failures should spend the allowance). */
  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now - this.windowMs);
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private prune(since: number) {
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}
