import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpRequest } from '../tests/support/http';
import { logIn } from '../tests/support/site-session';
import { startBenchSite } from './bench/bench-site';
import { cpuSecondsOf } from './bench/cpu';

/**
 * `npx tsx scripts/bench-centre-ab.ts <other worktree> [path] [requests] [rounds]`: this tree's site and another
 * tree's (each its own production build) side by side, one signed-in player (vipwhale) asking for one page
 * `requests` times one after another in each round, alternating which site goes first; prints each site's CPU
 * milliseconds per request per round and the medians. CPU seconds, not req/s: on a shared machine the
 * request rate says more about the neighbours than about the site.
 */
const [other, target = '/member/depositv2', requests = '200', rounds = '4'] = process.argv.slice(2);
if (!other) throw new Error('usage: bench-centre-ab.ts <other worktree> [path] [requests] [rounds]');
const host = 'demo-a.localhost';
const here = process.cwd();
const start = async (tree: string) => {
  process.chdir(tree);
  try {
    const stack = await startBenchSite(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-centre-ab-')));
    return { stack, cookie: await logIn(stack.siteUrl, host, 'vipwhale', 'Whale12345') };
  } finally {
    process.chdir(here);
  }
};
const sites = [
  { name: 'this', ...(await start(here)), ms: [] as number[] },
  { name: path.basename(other), ...(await start(other)), ms: [] as number[] },
];
const ask = async (site: (typeof sites)[number]) => {
  const response = await httpRequest(`${site.stack.siteUrl}${target}`, { headers: { host, cookie: site.cookie } });
  if (response.status !== 200) throw new Error(`${site.name}: ${target} answered ${response.status}`);
};
try {
  for (const site of sites) for (let i = 0; i < 50; i++) await ask(site);
  for (let round = 0; round < Number(rounds); round++) {
    for (const site of round % 2 ? [...sites].reverse() : sites) {
      const before = cpuSecondsOf(site.stack.pid);
      for (let i = 0; i < Number(requests); i++) await ask(site);
      site.ms.push(((cpuSecondsOf(site.stack.pid) - before) * 1000) / Number(requests));
    }
    console.log(`round ${round + 1}: ${sites.map((s) => `${s.name} ${s.ms.at(-1)!.toFixed(2)} ms`).join(', ')}, load ${os.loadavg()[0]?.toFixed(1)}`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [a, b] = sites.map((s) => median(s.ms));
  console.log(`${target}: median CPU per request ${sites[0]!.name} ${a!.toFixed(2)} ms, ${sites[1]!.name} ${b!.toFixed(2)} ms, ratio ${(a! / b!).toFixed(2)}`);
} finally {
  for (const { stack } of sites) await stack.close();
}
