import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { playerCookies } from './player-cookies';
import { startBenchSite } from './bench-site';
import { startStaticBytesServer } from './static-bytes';
import { parseWrkReport } from './wrk-load';
import { ownBlocks, readTrace } from './tail-trace';

/**
 * `npm run bench -- --tail [path] [seconds]`: one signed-in row (vipwhale, wrk, 8
 * connections) with the site's own record of it: each request's time inside the site, GC pauses by kind,
 * event-loop delay and stalls (whether the site was working through each or waiting for a core), the shared renders
 * (a request waited for / their spans), and what the slowest 1 % overlapped. Beside it, in the same minutes, a bare
 * Node server answering the same bytes under the same wrk: the p99/p50 the machine and the load generator give on
 * their own.
 * `REPLACE=1` first asks for one page every 2.2 s (each finds the shared page past its time) and prints the
 * process's CPU per such page. Counts, not latencies, are what a busy machine leaves readable.
 */
const [target = '/rng', seconds = '6'] = process.argv.slice(process.argv.indexOf('--tail') + 1);
const host = 'demo-a.localhost';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tail-'));
const traceFile = path.join(dir, 'trace.json');
process.env.TAIL_TRACE_FILE = traceFile;
const stack = await startBenchSite(dir, ['--import', path.resolve('scripts/bench/tail-tracer.mjs')]);
const get = (headers: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    http.get(`${stack.siteUrl}${target}`, { headers }, (res) => res.resume().on('end', resolve)).on('error', reject);
  });
/** The site's CPU time so far, every thread, in ms (utime + stime from /proc, 10 ms ticks). */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${stack.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const sharedRenders = async () => {
  const text = await (await fetch(`http://127.0.0.1:${stack.metricsPort}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(/^site_signed_in_shared_renders_total\{.*waited="(\w+)"\} (\d+)/gm)].map(([, waited, n]) => [waited!, Number(n)]),
  );
};
/** `wrk` (8 connections, one thread) on `url` as this player, its report. */
const wrk = async (url: string, cookie: string) =>
  (await promisify(execFile)('wrk', ['-t1', '-c8', `-d${seconds}s`, '--latency', '-H', `Host: ${host}`, '-H', `Cookie: ${cookie}`, url])).stdout;
const { report, cpu, renders, bare } = await (async () => {
  try {
    const cookie = await playerCookies(stack.siteUrl, host, 'vipwhale', 'Whale12345');
    for (let i = 0; i < 30; i++) await get({ host, cookie });
    if (process.env.REPLACE) {
      const costs: number[] = [];
      for (let i = 0; i < 8; i++) {
        await new Promise((resolve) => setTimeout(resolve, 2_200));
        const before = cpuMs();
        const startedAt = performance.now();
        await get({ host, cookie });
        const wall = performance.now() - startedAt;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        costs.push(cpuMs() - before);
        console.log(`a page 2.2 s after the last: ${wall.toFixed(1)} ms; the site's CPU over the next 1.5 s ${costs.at(-1)} ms`);
      }
      console.log(`median CPU per replaced page: ${costs.sort((a, b) => a - b)[4]} ms`);
    }
    // The same response (as it is: wrk sends no Accept-Encoding) from a bare Node server, run before and after the site's.
    const raw = (url: string, _host: string, headers: Record<string, string>) =>
      new Promise<{ rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { ...headers, host, cookie } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const limit = await startStaticBytesServer(raw, `${stack.siteUrl}${target}`, host, dir);
    const bare: string[] = [];
    try {
      bare.push(await wrk(limit.url, cookie));
    } catch (error) {
      await limit.stop();
      throw error;
    }
    const before = await sharedRenders();
    process.kill(stack.pid, 'SIGUSR2');
    const cpuBefore = cpuMs();
    // Not execFileSync: the platform answers from this process, and the session's background reads need it during the run.
    const report = await wrk(`${stack.siteUrl}${target}`, cookie);
    const cpu = cpuMs() - cpuBefore;
    const after = await sharedRenders();
    try {
      bare.push(await wrk(limit.url, cookie));
    } finally {
      await limit.stop();
    }
    const renders = Object.fromEntries(Object.entries(after).map(([waited, n]) => [waited, n - (before[waited] ?? 0)]));
    return { report, cpu, renders, bare };
  } finally {
    await stack.close();
  }
})();
const trace = readTrace(traceFile);
const run = trace.requests.filter(([, , , url]) => url === target).slice(30 + (process.env.REPLACE ? 8 : 0));
const [start, end] = [run[0]![0], Math.max(...run.map(([, ended]) => ended))];
const times = run.map(([a, b]) => b - a).sort((a, b) => a - b);
const at = (p: number) => times[Math.floor(times.length * p)]!;
const during = <T extends number[]>(spans: T[]) => spans.filter(([from = -1]) => from >= start && from <= end);
const gcs = during(trace.gcs);
const stalls = during(trace.stalls);
// A stall through which the site's thread (else the process) used at least half of its length in CPU was the site's own work; the rest waited for a core.
const working = stalls.filter(([, ms = 0, cpu = 0, main]) => (main ?? cpu) >= ms / 2);
const waiting = stalls.filter(([, ms = 0, cpu = 0, main]) => (main ?? cpu) < ms / 2);
const blocks = ownBlocks(stalls);
const sharedRenderSpans = trace.renders.filter(([from, ms]) => from + ms >= start && from <= end);
const KINDS: Record<number, string> = { 1: 'scavenge', 2: 'minor mark-compact', 4: 'mark-compact', 8: 'incremental marking', 16: 'weak callbacks' };
const byKind = new Map<string, { n: number; ms: number; max: number }>();
for (const [, ms, kind] of gcs) {
  const k = byKind.get(KINDS[kind] ?? String(kind)) ?? { n: 0, ms: 0, max: 0 };
  byKind.set(KINDS[kind] ?? String(kind), { n: k.n + 1, ms: k.ms + ms, max: Math.max(k.max, ms) });
}
const sum = (spans: number[][]) => spans.reduce((n, [, ms = 0]) => n + ms, 0).toFixed(0);
const slow = run.filter(([a, b]) => b - a >= at(0.99));
const overlaps = ([a, b]: [number, number, ...unknown[]], spans: number[][]) => spans.some(([from = 0, ms = 0]) => from < b && from + ms > a);
console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
const ratio = (text: string) => {
  const { p50, p99, rps } = parseWrkReport(text);
  return { p50, p99, rps, ratio: p99 / p50 };
};
const site = ratio(report);
const bares = bare.map(ratio);
console.log(
  report
    .split('\n')
    .filter((line) => /^\s+(50|99)%|requests in|Socket errors/.test(line))
    .join('\n'),
);
console.log(
  `wrk's p99/p50: the site ${site.ratio.toFixed(1)} (p50 ${site.p50.toFixed(2)} ms, ${site.rps.toFixed(0)} req/s); bare Node with the same bytes before and after it ${bares.map((b) => `${b.ratio.toFixed(1)} (p50 ${b.p50.toFixed(2)} ms, ${b.rps.toFixed(0)} req/s)`).join(', ')}`,
);
console.log(
  `inside the site: ${run.length} requests, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (${(at(0.99) / at(0.5)).toFixed(1)}×); CPU ${(cpu / run.length).toFixed(2)} ms a request`,
);
console.log(
  `event-loop delay: ${Object.entries(trace.loopDelay)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(
      ', ',
    )} ms; stalls over 12 ms: ${stalls.length}, ${sum(stalls)} ms in all: the site working through ${working.length} (${sum(working)} ms), waiting for a core through ${waiting.length} (${sum(waiting)} ms)`,
);
console.log(
  `the site's thread working ≥ 10 ms of its own CPU in one stall: ${blocks.count} times, ${blocks.ms.toFixed(0)} ms in all (longest ${blocks.longest.toFixed(1)} ms), ${((blocks.count / run.length) * 1000).toFixed(1)} per 1,000 requests`,
);
console.log(
  `shared renders overlapping the run: ${sharedRenderSpans.length}, ${sum(sharedRenderSpans)} ms in all (longest ${Math.max(0, ...sharedRenderSpans.map(([, ms]) => ms)).toFixed(1)} ms)`,
);
console.log(
  `GC (count / total ms / longest): ${[...byKind].map(([kind, k]) => `${kind} ${k.n} / ${k.ms.toFixed(0)} / ${k.max.toFixed(1)}`).join('; ') || 'none'}`,
);
console.log(`shared renders during the run: ${JSON.stringify(renders)} (waited: yes = a request waited for it)`);
console.log(
  `the slowest 1 % (${slow.length}): overlapping a GC pause ${slow.filter((r) => overlaps(r, gcs)).length}, a stall ${slow.filter((r) => overlaps(r, stalls)).length} (the site working ${slow.filter((r) => overlaps(r, working)).length}, waiting for a core ${slow.filter((r) => overlaps(r, waiting)).length}), a shared render ${slow.filter((r) => overlaps(r, sharedRenderSpans)).length}, not spliced ${slow.filter(([, , cache]) => cache !== 'splice').length}`,
);
