import { setMaxListeners } from 'node:events';

/** Deadlines this close together share one timer: a request's budget may end this much later than asked. */
export const DEADLINE_GRAIN_MS = 10;

const byDeadline = new Map<number, AbortSignal>();

/**
 * A signal that aborts with a `TimeoutError` at `at` (a `performance.now()` time), or up to DEADLINE_GRAIN_MS
 * after it, shared by every caller whose deadline falls in the same grain. Every signed-in request asks for its
 * budget's signal, and a timeout signal of its own cost each one a timer and the collector's tracking of it;
 * requests that start together end together, so a busy instance keeps one timer per grain. Listeners of many
 * requests gather on a shared signal, so it has no cap: each caller removes its own (see beforeAbort).
 */
export function timeoutAt(at: number): AbortSignal {
  const slot = Math.ceil(at / DEADLINE_GRAIN_MS);
  let signal = byDeadline.get(slot);
  if (!signal) {
    const timeout = AbortSignal.timeout(Math.max(0, Math.ceil(slot * DEADLINE_GRAIN_MS - performance.now())));
    setMaxListeners(0, timeout);
    // Kept until it fires (the map holds it, so its timer is never collected first), then forgotten.
    timeout.addEventListener('abort', () => byDeadline.delete(slot), { once: true });
    byDeadline.set(slot, (signal = timeout));
  }
  return signal;
}
