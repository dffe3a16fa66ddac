import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenSite } from '../site-entry';

/** How long a refused visitor is asked to wait: long enough for the queue to drain, short enough for a player to try again. */
export const RETRY_AFTER_S = 5;

export type AdmissionOptions = {
  /** Requests rendering at once (at most: see admission), how many more may wait, and how long one may wait. */
  concurrency: number;
  queue: number;
  waitMs: number;
  /** The most requests one session holds at once, running and waiting (an address: half of all places). */
  perClient: number;
  /** The build's limiter (the one platform calls queue in), made for `concurrency` and `queue`. */
  concurrencyLimit: OpenSite['concurrencyLimit'];
  /**
   * Whether the request is answered without a render (a probe, a file, a front-door refusal, a guest-cache
   * hit): never counted, never refused. Asked of the request as it arrived, before anything has read it.
   */
  free: (req: IncomingMessage) => boolean | Promise<boolean>;
  /** Who sent the request: its session cookie, if any, and its address. */
  clientOf: (req: IncomingMessage) => { session: string | null; address: string | null };
  /** Answers a request that was not admitted (503 with `Retry-After`), without reading its body. */
  refuse: (req: IncomingMessage, res: ServerResponse, retryAfterS: number) => void;
};

type Claim = readonly [key: string, cap: number];

/** What each client holds now, so that no one client takes every slot. */
class ClientShares {
  private readonly held = new Map<string, number>();

  take(claims: readonly Claim[]): boolean {
    if (claims.some(([key, cap]) => (this.held.get(key) ?? 0) >= cap)) return false;
    for (const [key] of claims) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    return true;
  }

  give(claims: readonly Claim[]) {
    for (const [key] of claims) {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    }
  }
}

/**
 * Calls `done` once the request's work is over: when its headers go out (a page is read whole before
 * that; an event stream then flows on without holding a slot), when it finishes, or when the client leaves.
 */
function whenAnswered(res: ServerResponse, done: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    res.writeHead = writeHead;
    done();
  };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    once();
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
  res.once('finish', once);
  res.once('close', once);
}

/**
 * Admission to the site's expensive work (everything that renders or calls the platform), asked at the
 * `http.Server` level before Express (`gate` calls `pass` once the request may go on): a refused request
 * costs its headers' parse and a small answer, never Express's middleware, the body, the session or a
 * render. At most
 * `concurrency` requests at once, up to `queue` more waiting in order for at most `waitMs`, and no
 * session holding more than `perClient` of those; an address (with or without sessions: made-up cookies
 * would multiply a per-session share) holds at most half of them. A request past any bound is refused at once (a waiter
 * when its time is up) with `refuse`, instead of waiting past any player's patience; nothing of it
 * ran, so nothing changed. An admitted request is never cut short here: a money move runs to its end.
 * A visitor who leaves while waiting gives their place up.
 *
 * How many run at once adapts below `concurrency`: when admitted requests take longer than a waiter may
 * wait (a starved CPU, a slow platform), a quarter fewer run (at most twice per `waitMs`); while they are
 * quick and others wait, one more. So a player's wait stays near `waitMs` plus one quick answer whatever
 * the machine's speed, and the rest are told at once.
 */
export function admission(options: AdmissionOptions): { gate: (req: IncomingMessage, res: ServerResponse, pass: () => void) => void } {
  const ceiling = Math.max(1, options.concurrency);
  const limit = options.concurrencyLimit(ceiling, options.queue);
  const shares = new ClientShares();
  let cutAt = 0;
  /** An admitted request took `ms` from its turn to its answer. */
  const served = (ms: number) => {
    const now = performance.now();
    if (ms > options.waitMs) {
      // Slower than a waiter may wait: the thread or the platform cannot keep this many going at once.
      if (now - cutAt > options.waitMs / 2) {
        cutAt = now;
        limit.resize(limit.limit * 0.75);
      }
    } else if (ms < options.waitMs / 2 && limit.limit < ceiling && limit.queued > 0) limit.resize(limit.limit + 1);
  };
  const perClient = Math.max(1, options.perClient);
  const perAddress = Math.max(perClient, Math.ceil((limit.limit + limit.queue) / 2));

  const gate = async (req: IncomingMessage, res: ServerResponse, pass: () => void) => {
    let free: boolean;
    try {
      const answer = options.free(req);
      free = typeof answer === 'boolean' ? answer : await answer;
    } catch {
      // Express meets the same error on its own path and answers it.
      free = true;
    }
    if (free) return pass();
    const { session, address } = options.clientOf(req);
    const claims: Claim[] = session ? [[`session ${session}`, perClient]] : [];
    if (address) claims.push([`address ${address}`, perAddress]);
    if (!shares.take(claims)) return options.refuse(req, res, RETRY_AFTER_S);

    // A free place now is taken at once: no wait's timer, no listener for the visitor leaving, no promise chain (each
    // promise is also a turn of the request scope's hooks). Its place and shares are given back when it is answered.
    if (limit.tryEnter()) {
      const turn = performance.now();
      let given = false;
      const leave = () => {
        if (given) return;
        given = true;
        served(performance.now() - turn);
        limit.leave();
        shares.give(claims);
      };
      whenAnswered(res, leave);
      try {
        pass();
      } catch {
        // As a task that failed at once: its place is free again (what answers the request is `pass`'s own).
        leave();
      }
      return;
    }

    let admitted = false;
    const run = () =>
      new Promise<void>((resolve) => {
        admitted = true;
        res.off('close', onClose);
        const turn = performance.now();
        whenAnswered(res, () => {
          served(performance.now() - turn);
          resolve();
        });
        pass();
      });
    // Every place is taken: wait in the queue. Its deadline is checked again when its turn comes: on a thread behind
    // its work the timer fires late.
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once('close', onClose);
    const wait = AbortSignal.any([left.signal, AbortSignal.timeout(options.waitMs)]);
    limit
      .run(run, wait, performance.now() + options.waitMs)
      .catch(() => {
        // The queue was full or the wait ran out: refused. A visitor who left needs no answer.
        if (!admitted && !left.signal.aborted) options.refuse(req, res, RETRY_AFTER_S);
      })
      .finally(() => shares.give(claims));
  };
  return { gate: (req, res, pass) => void gate(req, res, pass) };
}
