import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { httpRequest } from '../../tests/support/http';
import { playerCookies } from './player-cookies';
import { alternateRounds, startAbSites } from './ab-sites';
import { parseWrkReport } from './wrk-load';

/**
 * `npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]`: this tree's site and another
 * tree's (each its own production build) side by side, `wrk` (8 connections) on one path in turn, printing each
 * site's CPU milliseconds per answered request per round and the ratio, then each site's median req/s and p99/p50.
 * `AB_USER=vipwhale` asks as that player, signed in on each site (the bench's signed-in rows).
 */
const [other, target = '/health', seconds = '4', rounds = '4'] = process.argv.slice(process.argv.indexOf('--floor-ab') + 1);
if (!other) throw new Error('usage: npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]');
const host = 'demo-a.localhost';
const PASSWORDS: Record<string, string> = { vipwhale: 'Whale12345', benchwhale: 'Bench12345' };
const user = process.env.AB_USER;
type Reading = { rps: number; p50: number; p99: number };

const sites = await startAbSites(other, async (stack) => {
  const cookie = user ? await playerCookies(stack.siteUrl, host, user, PASSWORDS[user] ?? '') : '';
  // node:http: fetch drops the Host header, and the warm-up would have warmed the unknown host's 404.
  const headers = { host, ...(cookie ? { cookie } : {}) };
  for (let i = 0; i < 300; i++) await httpRequest(`${stack.siteUrl}${target}`, { headers });
  return { cookie, readings: [] as Reading[] };
});
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
  console.log(`${name}: median ${rps.toFixed(0)} req/s, p99/p50 ${ratio.toFixed(1)}`);
}
