import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startBenchSite } from './bench-site';
import { cpuSecondsOf } from './cpu';
import { startServerProcess } from './site-process';
import { startStaticBytesServer } from './static-bytes';
import { parseWrkReport } from './wrk-load';

/**
 * `npm run bench -- --framework-floor [seconds] [rounds]`: how far the floor can go on this host. In turns, `wrk`
 * (8 connections) on the site's `/health`, on Remix alone answering the same (remix-alone-server.ts: none of the
 * site's layers), and on a bare Node server with `/index`'s bytes (the bench's "× bare Node"); each round's req/s
 * and the serving process's CPU per request, then the medians and the two ratios the goal is read by.
 */
const [seconds = '3', rounds = '6'] = process.argv.slice(process.argv.indexOf('--framework-floor') + 1);
const host = 'demo-a.localhost';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-framework-floor-'));

const get = (url: string, _host: string, headers: Record<string, string>) =>
  new Promise<{ rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

const site = await startBenchSite(dir);
const alone = await startServerProcess('scripts/bench/remix-alone-server.ts', {});
const bare = await startStaticBytesServer(get, `${site.siteUrl}/index`, host, dir);
const targets = [
  { name: 'site /health', pid: site.pid, url: `${site.siteUrl}/health`, rows: [] as { rps: number; ms: number }[] },
  { name: 'Remix alone /health', pid: alone.pid, url: `${alone.url}/health`, rows: [] as { rps: number; ms: number }[] },
  { name: "bare Node, /index's bytes", pid: bare.pid, url: `${bare.url}/index`, rows: [] as { rps: number; ms: number }[] },
];
try {
  for (const target of targets) for (let i = 0; i < 300; i++) await get(target.url, host, {});
  for (let round = 0; round < Number(rounds); round++) {
    const order = round % 2 ? [...targets].reverse() : targets;
    for (const target of order) {
      const before = cpuSecondsOf(target.pid);
      const { stdout } = await promisify(execFile)('wrk', ['-t1', '-c8', `-d${seconds}s`, '--latency', '-H', `Host: ${host}`, target.url]);
      const report = parseWrkReport(stdout);
      target.rows.push({ rps: report.rps, ms: ((cpuSecondsOf(target.pid) - before) * 1000) / report.requests });
    }
    console.log(
      `round ${round + 1}: ${targets.map((t) => `${t.name} ${t.rows.at(-1)!.rps.toFixed(0)} req/s ${t.rows.at(-1)!.ms.toFixed(3)} ms`).join(', ')}, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
} finally {
  await Promise.all([site.close(), alone.stop(), bare.stop()]);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const [siteRow, aloneRow, bareRow] = targets.map((t) => ({ rps: median(t.rows.map((r) => r.rps)), ms: median(t.rows.map((r) => r.ms)) }));
for (const [i, row] of [siteRow, aloneRow, bareRow].entries())
  console.log(`${targets[i]!.name}: median ${row!.rps.toFixed(0)} req/s, ${row!.ms.toFixed(3)} ms CPU a request`);
const perRound = (i: number) => median(targets[i]!.rows.map((r, k) => r.rps / targets[2]!.rows[k]!.rps));
console.log(`× bare Node (median of the rounds' ratios): site ${perRound(0).toFixed(3)}, Remix alone ${perRound(1).toFixed(3)}`);
console.log(`site ÷ Remix alone: ${(siteRow!.rps / aloneRow!.rps).toFixed(2)} in req/s, ${(siteRow!.ms / aloneRow!.ms).toFixed(2)} in CPU a request`);
