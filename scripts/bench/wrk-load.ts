import { execFile, spawnSync } from 'node:child_process';
import type { LoadResult } from './http-load';

/** `wrk`'s version line, or null when it is not installed (Debian: `apt-get install wrk`). */
export function wrkVersion(): string | null {
  // `wrk -v` prints its banner and exits 1, so its status says nothing; a missing binary leaves no output.
  const banner = spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout ?? '';
  const match = /^wrk (\S+)/m.exec(banner);
  return match ? `wrk ${match[1]}` : null;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `735.00us`, `1.36ms`, `2.01s` in milliseconds. */
function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`wrk: unreadable duration "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/**
 * Reads `wrk --latency`'s report. A failure is a non-2xx/3xx answer or a socket error (connect, read,
 * write, timeout): what the bench's own load generator counts as not a whole 200.
 */
export function parseWrkReport(report: string): LoadResult {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(report);
    if (!match) throw new Error(`wrk: no ${p}th percentile in the report`);
    return durationMs(match[1]!);
  };
  const requests = /^\s*(\d+) requests in/m.exec(report);
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(report);
  if (!requests || !rps) throw new Error('wrk: no request count in the report');
  const failureKinds: Record<string, number> = {};
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(report);
  if (non2xx) failureKinds['non-2xx/3xx'] = Number(non2xx[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  if (socket) {
    (['connect', 'read', 'write', 'timeout'] as const).forEach((kind, i) => {
      const n = Number(socket[i + 1]);
      if (n > 0) failureKinds[kind] = n;
    });
  }
  const failures = Object.values(failureKinds).reduce((a, b) => a + b, 0);
  return { requests: Number(requests[1]), rps: Number(rps[1]), p50: percentile(50), p99: percentile(99), failures, failureKinds };
}

/**
 * `concurrency` keep-alive connections on one `wrk` thread asking for `url` for `durationMs`. wrk is C
 * with no collector, so the tail it reports is the server's, not the load generator's own pauses.
 */
export function runWrk(options: { url: string; headers?: Record<string, string>; durationMs: number; concurrency: number }): Promise<LoadResult> {
  const args = ['-t1', `-c${options.concurrency}`, `-d${Math.max(1, Math.round(options.durationMs / 1000))}s`, '--latency'];
  // Title-Case: wrk adds its own `Host` unless one is given spelled exactly so.
  const titleCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${titleCase(name)}: ${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { maxBuffer: 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      try {
        resolve(parseWrkReport(stdout));
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}
