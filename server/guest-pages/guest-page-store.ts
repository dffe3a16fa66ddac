/** A page as the cache keeps it: what it weighs and whose brand content it shows. */
export type StoredPage = { bytes: number; brandId: string };

/** `servedAt` orders slots by last use: a counter on the slot, so a hit moves nothing in the map. */
type Slot<T> = { page: T; storedAt: number; servedAt: number };

export type GuestPageStoreOptions = {
  /** How long a page is served as it is. */
  ttlMs: number;
  /** Past its TTL, how long it is still served while a fresh one renders in the background. */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
};

/**
 * The outcome of one render: a page everyone with its key may have, or nothing to keep. `missing`: the
 * render lacked its main content or one of its sections (the platform was away), so a page already kept for
 * the key stays; the render's own page, if any, is kept only where there was none.
 */
export type Rendered<T, R> = { page: T | null; result: R; missing?: 'main' | 'section' | null };

/**
 * Rendered guest pages by key: fresh ones served as they are, stale ones served while one background
 * render replaces them, one render per key at a time (later visitors wait for it), the least recently
 * served page dropped first when there are too many or too many bytes. A brand's pages all go when its
 * content changes, and a render that began before the change is not kept. A page too old to serve stays
 * (within the bounds) as the key's last good page: a render without its main content never replaces it.
 */
export class GuestPageStore<T extends StoredPage> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly inflight = new Map<string, Promise<T | null>>();
  /** Keys whose last render made nothing to keep (a redirect, a 404, a file): they go straight past the cache for a TTL. */
  private readonly unkept = new Map<string, { until: number; brandId: string }>();
  /** Bumped when a brand's content changes: a render keeps its page only if its brand's generation did not move. */
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  private served = 0;
  private readonly now: () => number;

  constructor(private readonly options: GuestPageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The page for `key` and whether it is past its TTL, or nothing when it is absent or too old to serve (it stays as the last good one). */
  lookup(key: string): { page: T; stale: boolean } | null {
    const slot = this.slots.get(key);
    if (!slot) return null;
    const age = this.now() - slot.storedAt;
    if (age > this.options.ttlMs + this.options.staleMs) return null;
    slot.servedAt = ++this.served;
    return { page: slot.page, stale: age > this.options.ttlMs };
  }

  /** Whether the last render of `key`, within a TTL, made nothing to keep: the request need not wait for another. */
  passes(key: string): boolean {
    const mark = this.unkept.get(key);
    if (!mark) return false;
    if (mark.until > this.now()) return true;
    this.unkept.delete(key);
    return false;
  }

  /** The render running for `key`, if any: its page once done, or null when it made nothing to keep. */
  pending(key: string): Promise<T | null> | undefined {
    return this.inflight.get(key);
  }

  /**
   * Runs `render` as the one render of `key` and keeps its page (if it made one and the brand's content
   * did not change meanwhile). A render that is `missing` part of its content keeps the key's page instead,
   * whatever its age, served as if just rendered for another TTL, after which a render tries again. Resolves with
   * the render's own result for the caller that started it; `pending(key)` gives the page kept.
   */
  render<R>(key: string, brandId: string, render: () => Promise<Rendered<T, R>>): Promise<R> {
    const generation = this.generations.get(brandId) ?? 0;
    const run = render();
    const page = run.then(
      ({ page, missing }) => {
        const current = (this.generations.get(brandId) ?? 0) === generation;
        const lastGood = missing && current ? this.renew(key) : null;
        if (lastGood) return lastGood;
        if (page && current) {
          this.store(key, page);
          return page;
        }
        this.drop(key);
        this.markUnkept(key, brandId);
        return null;
      },
      () => null,
    );
    this.inflight.set(key, page);
    void page.finally(() => {
      if (this.inflight.get(key) === page) this.inflight.delete(key);
    });
    return run.then(({ result }) => result);
  }

  /** Forgets every page of the brand and every render of it still running. */
  invalidateBrand(brandId: string): void {
    this.generations.set(brandId, (this.generations.get(brandId) ?? 0) + 1);
    for (const [key, slot] of this.slots) if (slot.page.brandId === brandId) this.drop(key);
    for (const [key, mark] of this.unkept) if (mark.brandId === brandId) this.unkept.delete(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.bytes };
  }

  /** The key's page, whatever its age, served again as if just rendered; null when there is none. */
  private renew(key: string): T | null {
    const slot = this.slots.get(key);
    if (!slot) return null;
    slot.storedAt = this.now();
    slot.servedAt = ++this.served;
    return slot.page;
  }

  private markUnkept(key: string, brandId: string) {
    this.unkept.delete(key);
    this.unkept.set(key, { until: this.now() + this.options.ttlMs, brandId });
    for (const oldest of this.unkept.keys()) {
      if (this.unkept.size <= this.options.maxEntries) break;
      this.unkept.delete(oldest);
    }
  }

  private store(key: string, page: T) {
    this.drop(key);
    this.unkept.delete(key);
    if (page.bytes > this.options.maxBytes) return;
    this.slots.set(key, { page, storedAt: this.now(), servedAt: ++this.served });
    this.bytes += page.bytes;
    while (this.slots.size > this.options.maxEntries || this.bytes > this.options.maxBytes) this.drop(this.leastRecentlyServed());
  }

  /** The key served longest ago. A scan, once per store past a limit: hits stay free of map churn, which kept the map's tables alive through young collections. */
  private leastRecentlyServed(): string {
    let oldest: string | null = null;
    let at = Infinity;
    for (const [key, slot] of this.slots) {
      if (slot.servedAt < at) {
        at = slot.servedAt;
        oldest = key;
      }
    }
    return oldest!;
  }

  private drop(key: string) {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.page.bytes;
  }
}
