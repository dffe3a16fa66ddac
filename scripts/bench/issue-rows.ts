import fs from 'node:fs';

/** One load row as the bench's load generators report it. */
export type Row = { requests: number; rps: number; p50: number; p99: number; errors: number; cpuMs: number };

/**
 * Resident memory of a process in MB (VmRSS: every thread, so the site's render worker is in it), and its
 * high-water mark (VmHWM). Null once the process is gone.
 */
export function residentMb(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * The rows the signed-in goals are read from, side by side from one run (the machine may be shared, so
 * only rows of the same run compare): each with its share of the floor and of the bare-Node limit, and
 * the serving process's CPU time per request, which other processes on the machine disturb far less.
 */
export function issueRowsTable(rows: { name: string; row: Row }[], floor: Row, bare: Row, memory: { rss: number; peak: number } | null): string {
  const share = (a: Row, b: Row) => (a.rps / b.rps).toFixed(2);
  const lines = rows.map(
    ({ name, row }) =>
      `| ${name} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${(row.p99 / row.p50).toFixed(1)} | ${share(row, floor)} | ${share(row, bare)} | ${row.cpuMs.toFixed(2)} | ${row.errors} |`,
  );
  const rss = memory ? `${memory.rss.toFixed(0)} MB resident at the end (peak ${memory.peak.toFixed(0)} MB; the process, render worker included)` : 'unknown';
  return `| Same run (demo-a, 8 connections) | requests | req/s | p50 ms | p99 ms | p99/p50 | × floor | × bare Node | server CPU ms/req | errors |
|---|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

Site instance: **${rss}**.`;
}
