import fs from 'node:fs';

/** What `scripts/bench/tail-tracer.mjs` writes at the site's exit (times are the site's `performance.now()`, ms). */
export type Trace = {
  /** Each request: start, end, its X-Cache, its URL. */
  requests: [number, number, string, string][];
  /** GC pauses: when, how long, the kind. */
  gcs: [number, number, number][];
  /** `[when, how long, the process's CPU over it (every thread), the main thread's own (absent off Linux)]`, ms. */
  stalls: number[][];
  /** Shared renders of the signed-in store: when and how long (ms). */
  renders: [number, number][];
  loopDelay: Record<string, number>;
  /** When the bench's load began (SIGUSR2); 0 when it never said. */
  since?: number;
};

export const readTrace = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Trace;

/**
 * The stalls the site's own thread worked through: at least `minMs` of its CPU in one stall (a render, a long GC),
 * which a busy machine stretches but does not make. Without the main thread's figure (not Linux), the process's.
 */
export function ownBlocks(stalls: Trace['stalls'], minMs = 10) {
  const own = ([, , cpu = 0, main]: number[]) => main ?? cpu;
  const blocks = stalls.filter((stall) => own(stall) >= minMs);
  return { count: blocks.length, ms: blocks.reduce((n, stall) => n + own(stall), 0), longest: Math.max(0, ...blocks.map(own)) };
}

/** The site's own p50 and p99 (ms, from each request's start to its last byte) of the requests to `url` after `since`. */
export function ownLatency(trace: Trace, url: string) {
  const times = trace.requests
    .filter(([from, , , at]) => at === url && from >= (trace.since ?? 0))
    .map(([a, b]) => b - a)
    .sort((a, b) => a - b);
  const at = (p: number) => times[Math.floor(times.length * p)] ?? NaN;
  return { requests: times.length, p50: at(0.5), p99: at(0.99) };
}
