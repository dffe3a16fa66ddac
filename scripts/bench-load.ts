import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSection } from './bench/perf-section';
import { signedInLoad } from './bench/signed-in-load';

/**
 * `npm run bench:load`: 200 signed-in connections for 30 s (`BENCH_LOAD_S`) against one instance with
 * autocannon (scripts/bench/signed-in-load.ts). Writes its section of docs/perf.md; exits non-zero when a
 * run had errors or a p99 over 1 s.
 */
const durationS = Number(process.env.BENCH_LOAD_S ?? 30);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
try {
  const loadBefore = os.loadavg()[0]!;
  const { rows, table } = await signedInLoad(dir, durationS);
  const body = `Measured by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after),
one site instance (production build in its own process, heap budget ${process.env.SITE_HEAP_MB ?? '256'} MB and admission as \`npm start\` gives it) against the reference platform (its own process), on loopback;
autocannon in the bench's process, keep-alive, a request unanswered in 10 s counted as an error. Latency is to the last byte, pages and busy pages alike.

${table}`;
  writeSection('docs/perf.md', '## Load: 200 signed-in connections (autocannon)', body);
  console.log(body);
  if (rows.some((r) => r.errors > 0 || r.p99 > 1_000)) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
