import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../platform/server';
import { httpRequest } from '../tests/support/http';
import { freePort, startRedis } from '../tests/support/redis';
import { logIn, postForm } from '../tests/support/site-session';
import { cores, cpuSecondsOf, cpuSecondsWithChildren, machineBusySeconds } from './bench/cpu';
import { runLoad, type LoadResult } from './bench/http-load';
import { NGINX_BINARY, startNginx } from './bench/nginx';
import { writeSection } from './bench/perf-section';
import { startSiteProcess } from './bench/site-process';

/**
 * `npm run bench:cluster`: two site instances behind nginx, everything on loopback in a temp folder.
 * The reference platform, a Redis for the sessions, instances A and B (production build, their own
 * config caches), and nginx with two listeners: A and B together, and A alone (the proxy's own cost).
 * Measures guest /index on A directly, on A through nginx and on the pair through nginx (rounds in
 * turn, the median kept); checks a sign-in on A is one on B and a logout on B ends it on A; then
 * kills B with SIGKILL in the middle of a run through nginx and counts failed requests.
 * Writes its section of docs/perf.md.
 */
const DURATION_MS = Number(process.env.BENCH_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const KILL_MS = Math.max(4_000, Number(process.env.BENCH_KILL_MS ?? 2 * DURATION_MS));
const HOST = 'demo-a.localhost';

// Staging previews play no part here; instances inherit the rest of this environment.
delete process.env.STAGING_DOMAIN;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
const cleanups: (() => Promise<unknown>)[] = [];

async function isSignedIn(url: string, cookie: string): Promise<boolean> {
  const res = await httpRequest(`${url}/member/bonusDetails`, { headers: { host: HOST, cookie } });
  if (res.status !== 200 && res.status !== 302) throw new Error(`/member/bonusDetails answered ${res.status}`);
  return res.status === 200;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const platform = await startPlatform({ port: 0, dbPath: path.join(dir, 'platform.db') });
  cleanups.push(() => platform.close());
  const env = {
    NODE_ENV: 'production',
    PLATFORM_URL: platform.url,
    SESSION_STORE: redis.url,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
    CONFIG_TTL_MS: '60000',
  };
  const [a, b] = await Promise.all([startSiteProcess(env), startSiteProcess(env)]);
  cleanups.push(() => a.stop(), () => b.stop());
  const [pairPort, onePort] = await Promise.all([freePort(), freePort()]);
  const nginx = await startNginx(dir, [
    { port: pairPort, servers: [a.port, b.port] },
    { port: onePort, servers: [a.port] },
  ]);
  cleanups.push(() => nginx.stop());
  const pairUrl = `http://127.0.0.1:${pairPort}`;
  const oneUrl = `http://127.0.0.1:${onePort}`;

  // Warm each instance's config cache and JIT, directly and through nginx.
  for (const url of [a.url, b.url, pairUrl, oneUrl]) await runLoad({ url: `${url}/index`, headers: { host: HOST }, durationMs: 60_000, concurrency: 2, maxRequests: 30 });

  // Sessions: no stickiness, so a sign-in must hold on whichever instance a request lands.
  const cookie = await logIn(a.url, HOST, 'vipwhale', 'Whale12345');
  const signedInOnB = await isSignedIn(b.url, cookie);
  const throughNginx = await Promise.all(Array.from({ length: 6 }, () => isSignedIn(pairUrl, cookie)));
  const logout = await postForm(b.url, HOST, '/logout', {}, cookie);
  const endedOnA = logout.status === 302 && !(await isSignedIn(a.url, cookie));

  const one = (url: string) => runLoad({ url: `${url}/index`, headers: { host: HOST }, durationMs: DURATION_MS, concurrency: CONCURRENCY });
  const runs: Record<'direct' | 'one' | 'pair', LoadResult[]> = { direct: [], one: [], pair: [] };
  const targets = { direct: a.url, one: oneUrl, pair: pairUrl } as const;
  const cpu = { a: 0, b: 0, nginx: 0, self: 0, machine: 0, seconds: 0 };
  // What one instance uses alone (through nginx): how much of a core a second one would need.
  const alone = { a: 0, seconds: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    // A different order each round, so a neighbour's burst does not always land on the same setup.
    const order = (['direct', 'one', 'pair'] as const).map((_, i, all) => all[(i + round) % all.length]!);
    for (const name of order) {
      const before = { a: cpuSecondsOf(a.pid), b: cpuSecondsOf(b.pid), nginx: cpuSecondsWithChildren(nginx.pid), self: process.cpuUsage(), machine: machineBusySeconds(), at: performance.now() };
      runs[name].push(await one(targets[name]));
      if (name === 'one') {
        alone.a += cpuSecondsOf(a.pid) - before.a;
        alone.seconds += (performance.now() - before.at) / 1000;
      }
      if (name === 'pair') {
        cpu.a += cpuSecondsOf(a.pid) - before.a;
        cpu.b += cpuSecondsOf(b.pid) - before.b;
        cpu.nginx += cpuSecondsWithChildren(nginx.pid) - before.nginx;
        const self = process.cpuUsage(before.self);
        cpu.self += (self.user + self.system) / 1e6;
        cpu.machine += machineBusySeconds() - before.machine;
        cpu.seconds += (performance.now() - before.at) / 1000;
      }
    }
  }
  const pick = (name: keyof typeof runs) => runs[name].find((r) => r.rps === median(runs[name].map((x) => x.rps)))!;
  const direct = pick('direct');
  const viaOne = pick('one');
  const pair = pick('pair');

  // The crash: B dies mid-run; nginx must answer every request from A.
  const killed = await runLoad({
    url: `${pairUrl}/index`,
    headers: { host: HOST },
    durationMs: KILL_MS,
    concurrency: CONCURRENCY,
    during: { atMs: KILL_MS / 2, run: () => b.kill() },
  });

  const ratio = pair.rps / viaOne.rps;
  const share = (s: number) => `${(s / cpu.seconds).toFixed(2)}`;
  const row = (name: string, r: LoadResult) => `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} |`;
  const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
  const kinds = Object.entries(killed.failureKinds).map(([k, n]) => `${n} × ${k}`).join(', ');
  const body = `Measured by \`npm run bench:cluster\` on ${new Date().toISOString().slice(0, 10)} (${cores()} cores, Node ${process.version}, ${nginxVersion()}):
the reference platform, Redis (sessions), two site instances (production build, each its own process and
config cache) and nginx (one worker, keep-alive upstream), all on loopback. Guest \`/index\` on demo-a,
${CONCURRENCY} keep-alive clients for ${DURATION_MS / 1000} s, ${ROUNDS} rounds in turn, the median round shown.

| Guest /index | requests | req/s | p50 ms | p99 ms | failed |
|---|---|---|---|---|---|
${row('one instance, direct', direct)}
${row('one instance through nginx', viaOne)}
${row('two instances through nginx', pair)}

**Two instances / one (both through nginx): ${ratio.toFixed(2)}×** (goal ≥ 1.6×); two through nginx / one direct:
${(pair.rps / direct.rps).toFixed(2)}×; nginx's own cost on one instance: ${((1 - viaOne.rps / direct.rps) * 100).toFixed(0)}% of its throughput.

CPU during the pair's runs, in cores busy on average (the machine has ${cores()}): instance A ${share(cpu.a)},
instance B ${share(cpu.b)}, nginx ${share(cpu.nginx)}, load generator and platform ${share(cpu.self)};
the whole machine ${share(cpu.machine)} (so ${share(Math.max(0, cpu.machine - cpu.a - cpu.b - cpu.nginx - cpu.self))} for everything else running on it).

| Sessions across instances (Redis store, sealed cookie, no sticky sessions) | |
|---|---|
| signed in on A, the same cookie is signed in on B | ${yes(signedInOnB)} |
| that cookie through nginx, 6 requests over both instances, all signed in | ${yes(throughNginx.every(Boolean))} |
| logged out on B, the cookie is refused on A | ${yes(endedOnA)} |

**Kill test**: B killed with SIGKILL ${KILL_MS / 2000} s into a ${KILL_MS / 1000} s run through nginx:
${killed.requests} requests, **${killed.failures} failed**${kinds ? ` (${kinds})` : ''}, p50 ${killed.p50.toFixed(1)} ms, p99 ${killed.p99.toFixed(1)} ms.

Reading: ${reading(ratio, cpu.a + cpu.b, cpu.machine, cpu.seconds, alone.a / alone.seconds)}
`;
  writeSection('docs/perf.md', '## Scale out: two instances behind nginx', body);
  console.log(body);
  const errors = nginx.errorLog().trim();
  if (errors) console.log(`nginx error log (expected: B refusing connections after the kill):\n${errors.split('\n').slice(-5).join('\n')}`);
  if (killed.failures > 0 || !signedInOnB || !endedOnA) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
}

function nginxVersion(): string {
  // `nginx -v` answers on stderr: "nginx version: nginx/1.22.1".
  return spawnSync(NGINX_BINARY, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '') || 'nginx';
}

/** What the ratio says, given how busy the cores were: a pair can only be faster with a free core to run on. */
function reading(ratio: number, instanceSeconds: number, machineSeconds: number, seconds: number, oneCores: number): string {
  const instancesCores = instanceSeconds / seconds;
  const machineCores = machineSeconds / seconds;
  const saturated = machineCores > cores() * 0.9;
  if (ratio >= 1.6) return `the pair serves ${ratio.toFixed(2)}× one instance: rendering is CPU-bound and the second instance had a core to itself.`;
  return `the pair serves ${ratio.toFixed(2)}× one instance. Rendering is CPU-bound, so a second instance only helps as far as a
core is free for it: the two instances together kept ${instancesCores.toFixed(2)} cores busy, and the machine as a whole
${machineCores.toFixed(2)} of ${cores()}${saturated ? ' (saturated: nginx, the load generator and other work on the machine take the rest)' : ''}.
One instance alone kept ${oneCores.toFixed(2)} cores busy, so on ${cores()} cores the pair's ceiling is about ${Math.min(2, cores() / Math.max(oneCores, 0.01)).toFixed(2)}× before nginx,
the load generator and any neighbour take their share; with a core
per instance (and the load generator elsewhere) the pair scales with the cores, because the instances share nothing but
Redis and the platform.`;
}
