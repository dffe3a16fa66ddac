import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpRequest } from '../tests/support/http';
import { logIn } from '../tests/support/site-session';
import { startBenchSite } from './bench/bench-site';
import { cpuSecondsWithChildren } from './bench/cpu';

/**
 * `npx tsx scripts/bench-cpu.ts [path…]`: the bench's site (production build, its own process), each path
 * asked one request after another (200 times after 30 to warm), signed in as benchwhale but for `/health`,
 * and the site process's CPU per request (render worker included). CPU per request, not req/s, so a busy
 * shared machine still gives a reading; compare paths of one run.
 */
const targets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/health', '/member/depositv2', '/member/withdraw', '/member/transactionHistory?range=30d'];
const host = 'demo-a.localhost';
const ROUNDS = 200;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-'));
const stack = await startBenchSite(dir);
try {
  const cookie = await logIn(stack.siteUrl, host, 'benchwhale', 'Bench12345');
  const ask = async (target: string) => {
    const res = await httpRequest(`${stack.siteUrl}${target}`, { headers: { host, ...(target === '/health' ? {} : { cookie }) } });
    return { status: res.status, cache: res.headers['x-cache'] };
  };
  console.log(
    `load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const target of targets) {
    for (let i = 0; i < 30; i++) await ask(target);
    const last = await ask(target);
    const from = cpuSecondsWithChildren(stack.pid);
    for (let i = 0; i < ROUNDS; i++) await ask(target);
    const ms = ((cpuSecondsWithChildren(stack.pid) - from) * 1000) / ROUNDS;
    console.log(`${target}\t${last.status}\t${String(last.cache ?? '-')}\t${ms.toFixed(2)} ms CPU/request`);
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await stack.close();
}
