import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchSite } from './bench-site';
import { cpuSecondsOf } from './cpu';

/**
 * `npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]`: this tree's site and another
 * tree's (each its own production build) side by side, `wrk` (8 connections) on one path in turn, printing each
 * site's CPU milliseconds per answered request per round and the ratio. On a shared machine only a same-run
 * comparison means anything; alternating rounds puts both under the same load.
 */
const [other, target = '/health', seconds = '4', rounds = '4'] = process.argv.slice(process.argv.indexOf('--floor-ab') + 1);
if (!other) throw new Error('usage: npm run bench -- --floor-ab <other worktree> [path] [seconds] [rounds]');
const host = 'demo-a.localhost';
const here = process.cwd();
const start = async (tree: string) => {
  process.chdir(tree);
  try {
    return await startBenchSite(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-')));
  } finally {
    process.chdir(here);
  }
};
const sites = [
  { name: 'this', stack: await start(here), ms: [] as number[] },
  { name: path.basename(other), stack: await start(other), ms: [] as number[] },
];
try {
  for (const { stack } of sites) for (let i = 0; i < 300; i++) await fetch(`${stack.siteUrl}${target}`, { headers: { host } }).then((r) => r.arrayBuffer());
  for (let round = 0; round < Number(rounds); round++) {
    for (const site of round % 2 ? [...sites].reverse() : sites) {
      const before = cpuSecondsOf(site.stack.pid);
      const out = execFileSync('wrk', ['-t1', '-c8', `-d${seconds}s`, '-H', `Host: ${host}`, `${site.stack.siteUrl}${target}`]).toString();
      const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
      site.ms.push(((cpuSecondsOf(site.stack.pid) - before) * 1000) / requests);
    }
    console.log(`round ${round + 1}: ${sites.map((s) => `${s.name} ${s.ms.at(-1)!.toFixed(3)} ms`).join(', ')}, load ${os.loadavg()[0]?.toFixed(1)}`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [a, b] = sites.map((s) => median(s.ms));
  console.log(`${target}: median CPU per request ${sites[0]!.name} ${a!.toFixed(3)} ms, ${sites[1]!.name} ${b!.toFixed(3)} ms, ratio ${(a! / b!).toFixed(2)}`);
} finally {
  for (const { stack } of sites) await stack.close();
}
