// Preloaded into the site's process by `scripts/bench/tail.ts` (`--import`), never in production: every
// request's start and end, GC pauses and event-loop delay, written as JSON to TAIL_TRACE_FILE at exit.
import { subscribe } from 'node:diagnostics_channel';
import fs from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

const requests = [];
const gcs = [];
const stalls = [];
const renders = [];
// The signed-in store's shared renders (server/guest-pages/signed-in-pages.ts publishes each one's span).
subscribe('site:signed-in-shared-render', ({ startedAt, endedAt }) => renders.push([startedAt, endedAt - startedAt]));
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') {
    const startedAt = performance.now();
    res.once('finish', () => requests.push([startedAt, performance.now(), String(res.getHeader('x-cache') ?? ''), req.url]));
  }
  return emit.apply(this, arguments);
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcs.push([entry.startTime, entry.duration, entry.detail?.kind ?? 0]);
}).observe({ entryTypes: ['gc'] });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
// The main thread's own CPU time in ns (the first field of its schedstat; Linux), read through a kept descriptor
// (~20 µs a read on a busy machine, where opening the file each time cost ten times that); null elsewhere.
const schedstat = (() => {
  try {
    return fs.openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
})();
const statBuffer = Buffer.alloc(64);
const mainThreadNs = () => {
  if (schedstat === null) return 0;
  const n = fs.readSync(schedstat, statBuffer, 0, statBuffer.length, 0);
  return Number(statBuffer.toString('latin1', 0, n).split(' ')[0]);
};
// A 2 ms timer that fires late marks a stall: when it was, how long, the process's CPU over it (every thread,
// from getrusage) and the main thread's own. Main-thread CPU near the stall's length: the site's thread was
// working through it (its code, GC), whatever the load; far below it: the thread waited for a core (the machine's
// other work, the load generator) or for the worker.
let last = performance.now();
let lastCpu = process.cpuUsage();
let lastMain = mainThreadNs();
setInterval(() => {
  const now = performance.now();
  const cpu = process.cpuUsage();
  const main = mainThreadNs();
  if (now - last > 12) stalls.push([last, now - last, (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000, (main - lastMain) / 1e6]);
  last = now;
  lastCpu = cpu;
  lastMain = main;
}, 2).unref();
// The bench resets the histogram as its load starts, and the trace says when (what came before is warm-up).
let since = 0;
process.on('SIGUSR2', () => {
  delay.reset();
  since = performance.now();
});
process.on('exit', () => {
  const ms = (ns) => ns / 1e6;
  const loopDelay = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  if (process.env.TAIL_TRACE_FILE) fs.writeFileSync(process.env.TAIL_TRACE_FILE, JSON.stringify({ requests, gcs, stalls, renders, loopDelay, since }));
});
