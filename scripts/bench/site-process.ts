import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * What every bench site is configured with: the production build against `platformUrl`, sessions in a file of
 * `dir`, the brand config kept a minute (no refresh lands in a run), metrics on `metricsPort`.
 */
export const benchSiteEnv = (platformUrl: string, dir: string, metricsPort: number) => ({
  NODE_ENV: 'production',
  PLATFORM_URL: platformUrl,
  CONFIG_TTL_MS: '60000',
  SESSION_STORE: `sqlite:${path.join(dir, 'sessions.db')}`,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  BENCH_METRICS_PORT: String(metricsPort),
});

/**
 * A site instance in its own process (tests/support/site-instance.ts: the production build), as one
 * of several behind a load balancer. `kill` is the crash: SIGKILL, no goodbye to open connections;
 * `terminate` is a deploy's stop: SIGTERM, and the instance drains (server/lifecycle/graceful-shutdown.ts).
 */
export const startSiteProcess = (env: Record<string, string>, nodeArgs: readonly string[] = []) =>
  // The heap budget `npm start` gives the site (its default there too): the bench measures the site as deployed.
  startServerProcess('tests/support/site-instance.ts', env, [`--max-old-space-size=${process.env.SITE_HEAP_MB ?? '256'}`, ...nodeArgs]);

/** A server script in its own process, on a free loopback port it prints as `ready <port>` once it listens. */
export async function startServerProcess(script: string, env: Record<string, string>, nodeArgs: readonly string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    // BENCH_START_S: on a machine shared with other runs a site can take longer than a minute to load.
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), Number(process.env.BENCH_START_S ?? 60) * 1_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  child.stdout!.resume();
  return {
    port,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    /** The deploy's way out: SIGTERM, requests in flight finish; answers the exit code. */
    terminate: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
