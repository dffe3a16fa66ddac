import { execFileSync } from 'node:child_process';
import { alternateRounds, startAbSites } from './ab-sites';

/**
 * `npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]`: this tree's site and another
 * tree's (each its own production build) side by side, `wrk` (8 connections) on one path in turn, printing each
 * site's CPU milliseconds per answered request per round and the ratio.
 */
const [other, target = '/health', seconds = '4', rounds = '4'] = process.argv.slice(process.argv.indexOf('--floor-ab') + 1);
if (!other) throw new Error('usage: npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]');
const host = 'demo-a.localhost';
const sites = await startAbSites(other, async () => null);
for (const { stack } of sites) for (let i = 0; i < 300; i++) await fetch(`${stack.siteUrl}${target}`, { headers: { host } }).then((r) => r.arrayBuffer());
await alternateRounds(
  sites,
  target,
  Number(rounds),
  async (site) => {
    const out = execFileSync('wrk', ['-t1', '-c8', `-d${seconds}s`, '-H', `Host: ${host}`, `${site.stack.siteUrl}${target}`]).toString();
    return Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  },
  3,
);
