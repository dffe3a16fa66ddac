import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchSite } from './bench-site';
import { cpuSecondsOf } from './cpu';

type Stack = Awaited<ReturnType<typeof startBenchSite>>;
/**
 * One of the two sites an A/B reading compares, and the CPU milliseconds per request of each of its rounds;
 * `traceFile`: where its tail tracer writes when the site exits (with `trace`).
 */
export type AbSite<T> = { name: string; stack: Stack; extra: T; ms: number[]; traceFile: string | null };

/**
 * This tree's bench site and another tree's (each its own production build, started from its own folder) side
 * by side; `ready` runs once per site (a sign-in, say) before any round. `trace`: both sites run this tree's tail
 * tracer (`tail-tracer.mjs`), so the two are read by the same instrument. `AB_NODE_ARGS_THIS` / `AB_NODE_ARGS_OTHER`
 * (space-separated) start one side's site with Node flags of its own (a collector setting): with `other` this same
 * tree, an A/B of the flag alone.
 */
export async function startAbSites<T>(other: string, ready: (stack: Stack) => Promise<T>, trace = false): Promise<AbSite<T>[]> {
  const here = process.cwd();
  const tracer = path.resolve('scripts/bench/tail-tracer.mjs');
  const start = async (tree: string, name: string): Promise<AbSite<T>> => {
    process.chdir(tree);
    try {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-'));
      const traceFile = trace ? path.join(dir, 'trace.json') : null;
      // The tracer reads its file's name from the site's environment, which the site's process takes from this one's.
      if (traceFile) process.env.TAIL_TRACE_FILE = traceFile;
      const flags = (process.env[name === 'this' ? 'AB_NODE_ARGS_THIS' : 'AB_NODE_ARGS_OTHER'] ?? '').split(' ').filter(Boolean);
      const stack = await startBenchSite(dir, [...flags, ...(traceFile ? ['--import', tracer] : [])]);
      return { name, stack, extra: await ready(stack), ms: [], traceFile };
    } finally {
      delete process.env.TAIL_TRACE_FILE;
      process.chdir(here);
    }
  };
  // The same tree on both sides (a flag's A/B) is told apart by name.
  const otherName = path.resolve(other) === here ? 'other' : path.basename(other);
  return [await start(here, 'this'), await start(other, otherName)];
}

/**
 * Rounds alternating which site goes first, so both run under the same neighbours; `round` answers how many
 * requests it made, and the site process's CPU over it becomes milliseconds per request. Prints each round and
 * the medians; closes both sites at the end. On a shared machine only such a same-run ratio means anything.
 */
export async function alternateRounds<T>(sites: AbSite<T>[], label: string, rounds: number, round: (site: AbSite<T>) => Promise<number>, digits = 2) {
  try {
    for (let i = 0; i < rounds; i++) {
      for (const site of i % 2 ? [...sites].reverse() : sites) {
        const before = cpuSecondsOf(site.stack.pid);
        const requests = await round(site);
        site.ms.push(((cpuSecondsOf(site.stack.pid) - before) * 1000) / requests);
      }
      console.log(`round ${i + 1}: ${sites.map((s) => `${s.name} ${s.ms.at(-1)!.toFixed(digits)} ms`).join(', ')}, load ${os.loadavg()[0]?.toFixed(1)}`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [a, b] = sites.map((s) => median(s.ms));
    console.log(
      `${label}: median CPU per request ${sites[0]!.name} ${a!.toFixed(digits)} ms, ${sites[1]!.name} ${b!.toFixed(digits)} ms, ratio ${(a! / b!).toFixed(2)}`,
    );
  } finally {
    for (const { stack } of sites) await stack.close();
  }
}
