import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { httpRequest } from '../../tests/support/http';
import { playerCookies } from './player-cookies';
import { alternateRounds, startAbSites } from './ab-sites';
import { parseWrkReport } from './wrk-load';
import { ownBlocks, ownLatency, readTrace } from './tail-trace';

/**
 * `npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]`: this tree's site and another
 * tree's (each its own production build) side by side, `wrk` (8 connections) on one path in turn, printing each
 * site's CPU milliseconds per answered request per round and the ratio, then each site's median req/s and p99/p50.
 * `AB_USER=vipwhale` asks as that player, signed in on each site (the bench's signed-in rows). `AB_TRACE=1` runs
 * both sites with the tail tracer and prints, per site, its own p99/p50 and how often its thread worked ≥ 10 ms
 * of its own CPU in one stall (what a busy machine stretches but does not make).
 */
const [other, target = '/health', seconds = '4', rounds = '4'] = process.argv.slice(process.argv.indexOf('--floor-ab') + 1);
if (!other) throw new Error('usage: npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]');
const host = 'demo-a.localhost';
const PASSWORDS: Record<string, string> = { vipwhale: 'Whale12345', benchwhale: 'Bench12345' };
const user = process.env.AB_USER;
type Reading = { rps: number; p50: number; p99: number };

const sites = await startAbSites(
  other,
  async (stack) => {
    const cookie = user ? await playerCookies(stack.siteUrl, host, user, PASSWORDS[user] ?? '') : '';
    // node:http: fetch drops the Host header, and the warm-up would have warmed the unknown host's 404.
    const headers = { host, ...(cookie ? { cookie } : {}) };
    for (let i = 0; i < 300; i++) await httpRequest(`${stack.siteUrl}${target}`, { headers });
    // The tracer's record begins here: the warm-up and the sign-in are not the rounds'.
    if (process.env.AB_TRACE) process.kill(stack.pid, 'SIGUSR2');
    return { cookie, readings: [] as Reading[] };
  },
  Boolean(process.env.AB_TRACE),
);
await alternateRounds(
  sites,
  `${target}${user ? ` as ${user}` : ''}`,
  Number(rounds),
  async (site) => {
    const cookie = site.extra.cookie ? ['-H', `Cookie: ${site.extra.cookie}`] : [];
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
    if (report.failures) console.log(`${site.name}: ${report.failures} failures ${JSON.stringify(report.failureKinds)}`);
    site.extra.readings.push({ rps: report.rps, p50: report.p50, p99: report.p99 });
    return report.requests;
  },
  3,
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const { name, extra } of sites) {
  const rps = median(extra.readings.map((r) => r.rps));
  const ratio = median(extra.readings.map((r) => r.p99 / r.p50));
  console.log(
    `${name}: median ${rps.toFixed(0)} req/s, p99/p50 ${ratio.toFixed(1)} (rounds: ${extra.readings.map((r) => (r.p99 / r.p50).toFixed(1)).join(' ')})`,
  );
}
// The tail's direction round by round (the two sites' rounds ran back to back, under the same neighbours).
const [here, there] = sites.map(({ extra }) => extra.readings);
const lower = here!.filter((r, i) => r.p99 / r.p50 < there![i]!.p99 / there![i]!.p50).length;
const ratios = here!.map((r, i) => r.p99 / r.p50 / (there![i]!.p99 / there![i]!.p50));
console.log(`p99/p50 ${sites[0]!.name} ÷ ${sites[1]!.name}: median ${median(ratios).toFixed(2)}, lower in ${lower} of ${here!.length} rounds`);
// Read once both sites have exited (alternateRounds closes them): each tracer writes its file at exit.
for (const { name, traceFile } of sites) {
  if (!traceFile) continue;
  const trace = readTrace(traceFile);
  const own = ownLatency(trace, target);
  const blocks = ownBlocks(trace.stalls.filter(([from = 0]) => from >= (trace.since ?? 0)));
  console.log(
    `${name}, inside the site: ${own.requests} requests, p50 ${own.p50.toFixed(2)} ms, p99 ${own.p99.toFixed(2)} ms (${(own.p99 / own.p50).toFixed(1)}×); ` +
      `its thread working ≥ 10 ms in one stall ${blocks.count} times (${((blocks.count / own.requests) * 1000).toFixed(2)} per 1,000 requests, ${blocks.ms.toFixed(0)} ms in all, longest ${blocks.longest.toFixed(1)} ms)`,
  );
}
