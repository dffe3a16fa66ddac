import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { httpRequest } from '../../tests/support/http';
import { logIn } from '../../tests/support/site-session';
import { startBenchSite } from './bench-site';
import { cpuSecondsOf } from './cpu';
import { parseWrkReport } from './wrk-load';

/**
 * `npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]`: this tree's site and another
 * tree's (each its own production build) side by side, `wrk` (8 connections) on one path in turn, printing each
 * site's CPU milliseconds per answered request per round, its req/s, p50 and p99, and the ratio. On a shared
 * machine only a same-run comparison means anything; alternating rounds puts both under the same load.
 * `AB_USER=vipwhale` asks as that player, signed in on each site (the bench's signed-in rows).
 */
const [other, target = '/health', seconds = '4', rounds = '4'] = process.argv.slice(process.argv.indexOf('--floor-ab') + 1);
if (!other) throw new Error('usage: npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]');
const host = 'demo-a.localhost';
const here = process.cwd();
const PASSWORDS: Record<string, string> = { vipwhale: 'Whale12345', benchwhale: 'Bench12345' };
const user = process.env.AB_USER;
const start = async (tree: string) => {
  process.chdir(tree);
  try {
    return await startBenchSite(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-')));
  } finally {
    process.chdir(here);
  }
};
type Round = { ms: number; rps: number; p50: number; p99: number };
const sites = [
  { name: 'this', stack: await start(here), rounds: [] as Round[], cookie: '' },
  { name: path.basename(other), stack: await start(other), rounds: [] as Round[], cookie: '' },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  for (const site of sites) {
    if (user) site.cookie = await logIn(site.stack.siteUrl, host, user, PASSWORDS[user] ?? '');
    const headers = { host, ...(site.cookie ? { cookie: site.cookie } : {}) };
    // node:http: fetch drops the Host header, and the warm-up would have warmed the unknown host's 404.
    for (let i = 0; i < 300; i++) await httpRequest(`${site.stack.siteUrl}${target}`, { headers });
  }
  for (let round = 0; round < Number(rounds); round++) {
    for (const site of round % 2 ? [...sites].reverse() : sites) {
      const before = cpuSecondsOf(site.stack.pid);
      const cookie = site.cookie ? ['-H', `Cookie: ${site.cookie}`] : [];
      // Not execFileSync: the platform answers from this process, and a signed-in page's background reads need it.
      const { stdout } = await promisify(execFile)('wrk', [
        '-t1',
        '-c8',
        `-d${seconds}s`,
        '--latency',
        '-H',
        `Host: ${host}`,
        ...cookie,
        `${site.stack.siteUrl}${target}`,
      ]);
      const report = parseWrkReport(stdout);
      const ms = ((cpuSecondsOf(site.stack.pid) - before) * 1000) / report.requests;
      site.rounds.push({ ms, rps: report.rps, p50: report.p50, p99: report.p99 });
      if (report.failures) console.log(`${site.name}: ${report.failures} failures ${JSON.stringify(report.failureKinds)}`);
    }
    const line = sites
      .map(({ name, rounds }) => [name, rounds.at(-1)!] as const)
      .map(([name, r]) => `${name} ${r.ms.toFixed(3)} ms ${r.rps.toFixed(0)} req/s p50 ${r.p50.toFixed(2)} p99 ${r.p99.toFixed(2)}`);
    console.log(`round ${round + 1}: ${line.join(' | ')}, load ${os.loadavg()[0]?.toFixed(1)}`);
  }
  const of = (key: keyof Round) => sites.map((s) => median(s.rounds.map((r) => r[key])));
  const [a, b] = of('ms');
  const [ra, rb] = of('rps');
  console.log(
    `${target}${user ? ` as ${user}` : ''}: median CPU per request ${sites[0]!.name} ${a!.toFixed(3)} ms, ${sites[1]!.name} ${b!.toFixed(3)} ms, ratio ${(a! / b!).toFixed(2)}`,
  );
  console.log(`median req/s ${sites[0]!.name} ${ra!.toFixed(0)}, ${sites[1]!.name} ${rb!.toFixed(0)}, ratio ${(ra! / rb!).toFixed(2)}`);
  console.log(`median p99/p50 ${sites.map((s) => `${s.name} ${median(s.rounds.map((r) => r.p99 / r.p50)).toFixed(1)}`).join(', ')}`);
} finally {
  for (const { stack } of sites) await stack.close();
}
