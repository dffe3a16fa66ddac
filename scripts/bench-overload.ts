import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { overloadReport } from './bench/overload';
import { writeSection } from './bench/perf-section';

/**
 * `npm run bench:overload` (or `BENCH_ONLY=overload npm run bench`): signed-in players flooding one
 * instance (scripts/bench/overload.ts), production build against the reference platform on loopback.
 * Writes its section of docs/perf.md.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-overload-'));
try {
  const loadBefore = os.loadavg()[0]!;
  const table = await overloadReport(dir);
  const body = `Measured by \`npm run bench:overload\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after: other work shared the machine),
one site instance (production build, its own process with a heap budget of ${process.env.SITE_HEAP_MB ?? '256'} MB as \`npm start\` gives it, admission as configured by default: 16 rendering, 32 waiting for at most 1.5 s, 8 per session)
against the reference platform (its own process), on loopback; the bench's own Node load generator (in the bench's process). An answer's time is to its last byte;
"over 5 s" counts answers slower than that (a request still unanswered 60 s after the run would count too).

${table}`;
  writeSection('docs/perf.md', '## Overload: 200 signed-in connections', body);
  console.log(body);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
