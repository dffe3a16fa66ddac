/** Thrown when the queue is full: the caller should shed the work kindly rather than wait. */
export class QueueFull extends Error {
  constructor() {
    super('too many calls waiting');
    this.name = 'QueueFull';
  }
}

/**
 * At most `limit` tasks at once; up to `queue` more wait their turn, in order. A waiter whose signal
 * aborts (its request's time is up) leaves the queue; one that finds the queue full is refused at
 * once, so a slow upstream makes some requests fail fast instead of all of them piling up.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: { start: () => void; cancel: (reason: unknown) => void }[] = [];

  constructor(
    private allowed: number,
    readonly queue: number,
  ) {}

  /** How many tasks may run at once. */
  get limit() {
    return this.allowed;
  }

  /** Changes how many tasks may run at once (at least one); a raise starts waiters at once, a cut lets running tasks finish. */
  resize(limit: number) {
    this.allowed = Math.max(1, Math.round(limit));
    while (this.running < this.allowed && this.waiting.length > 0) this.waiting.shift()!.start();
  }

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.allowed) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) return Promise.reject(new QueueFull());
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      const waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve();
        },
        cancel: reject,
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private release() {
    this.running--;
    if (this.running < this.allowed) this.waiting.shift()?.start();
  }
}
