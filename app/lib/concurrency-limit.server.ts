/** Thrown when the queue is full: the caller should shed the work kindly rather than wait. */
export class QueueFull extends Error {
  constructor() {
    super('too many calls waiting');
    this.name = 'QueueFull';
  }
}

/** Refuses a waiter whose time was up when its turn came (its timer had not run yet: the thread was busy). */
export class WaitOver extends Error {
  constructor() {
    super('waited past its deadline');
    this.name = 'WaitOver';
  }
}

/**
 * At most `limit` tasks at once; up to `queue` more wait their turn, in order. A waiter whose signal
 * aborts (its request's time is up) leaves the queue; one that finds the queue full is refused at
 * once, so a slow upstream makes some requests fail fast instead of all of them piling up.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: { start: () => void; cancel: (reason: unknown) => void; deadline: number }[] = [];

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
    this.startWaiters();
  }

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  /**
   * Runs `task` once a place is free. A waiter leaves the queue when `signal` aborts, and is refused with
   * WaitOver if its turn comes after `deadline` (a `performance.now()` time): a timer runs only when the
   * thread gets to it, so on a busy thread the signal alone would let a waiter start long past its time.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal, deadline = Infinity): Promise<T> {
    await this.acquire(signal, deadline);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /**
   * Takes a place if one is free now (true), to be given back with `leave`; false when every place is taken. For a
   * caller that queues on its own terms otherwise: what `run` does for a free place, without its promises.
   */
  tryEnter(): boolean {
    if (this.running >= this.allowed) return false;
    this.running++;
    return true;
  }

  /** Gives back a place `tryEnter` took, starting the next waiter. */
  leave(): void {
    this.release();
  }

  private acquire(signal: AbortSignal | undefined, deadline: number): Promise<void> {
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
        cancel: (reason: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(reason);
        },
        deadline,
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private release() {
    this.running--;
    this.startWaiters();
  }

  /** Starts waiters in order while places are free, refusing those whose deadline has passed. */
  private startWaiters() {
    const now = performance.now();
    while (this.running < this.allowed && this.waiting.length > 0) {
      const waiter = this.waiting.shift()!;
      if (waiter.deadline < now) waiter.cancel(new WaitOver());
      else waiter.start();
    }
  }
}
