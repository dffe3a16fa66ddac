import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { httpRequest } from '../tests/support/http';
import { freePort, startRedis } from '../tests/support/redis';
import { logIn, postForm } from '../tests/support/site-session';
import { cores, cpuSecondsOf, cpuSecondsWithChildren, machineBusySeconds } from './bench/cpu';
import { runLoad, type LoadResult } from './bench/http-load';
import { NGINX_BINARY, startNginx } from './bench/nginx';
import { writeSection } from './bench/perf-section';
import { startSiteProcess } from './bench/site-process';

/**
 * `npm run bench:cluster`: site instances behind nginx, everything on loopback in a temp folder.
 * The reference platform, a Redis for the sessions, instances A and B (production build, their own
 * config caches, the guest page cache on as deployed), instances C and D (the same with that cache off,
 * so every guest request renders), and nginx with a listener for each pair and for its first instance
 * alone (the proxy's own cost). For each pair: guest /index on the first instance directly, on it
 * through nginx and on the pair through nginx (rounds in turn, the median kept). Checks a sign-in on A
 * is one on B and a logout on B ends it on A; then stops D with SIGTERM (a deploy: it drains) and kills B
 * with SIGKILL (a crash), each in the middle of a run through nginx, and counts failed requests. Writes
 * its section of docs/perf.md.
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
  // A and B keep the guest page cache (as deployed); C and D have it off, so every guest request renders.
  const rendering = { ...env, GUEST_PAGE_TTL_MS: '0' };
  const [a, b, c, d] = await Promise.all([startSiteProcess(env), startSiteProcess(env), startSiteProcess(rendering), startSiteProcess(rendering)]);
  cleanups.push(
    () => a.stop(),
    () => b.stop(),
    () => c.stop(),
    () => d.stop(),
  );
  const [pairPort, onePort, renderPairPort, renderOnePort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const nginx = await startNginx(dir, [
    { port: pairPort, servers: [a.port, b.port] },
    { port: onePort, servers: [a.port] },
    { port: renderPairPort, servers: [c.port, d.port] },
    { port: renderOnePort, servers: [c.port] },
  ]);
  cleanups.push(() => nginx.stop());
  const pairUrl = `http://127.0.0.1:${pairPort}`;
  const oneUrl = `http://127.0.0.1:${onePort}`;

  // Warm each instance's config cache and JIT, directly and through nginx.
  for (const url of [a.url, b.url, c.url, d.url, pairUrl, oneUrl, `http://127.0.0.1:${renderPairPort}`, `http://127.0.0.1:${renderOnePort}`]) {
    await runLoad({ url: `${url}/index`, headers: { host: HOST }, durationMs: 60_000, concurrency: 2, maxRequests: 30 });
  }

  // Sessions: no stickiness, so a sign-in must hold on whichever instance a request lands.
  const cookie = await logIn(a.url, HOST, 'vipwhale', 'Whale12345');
  const signedInOnB = await isSignedIn(b.url, cookie);
  const throughNginx = await Promise.all(Array.from({ length: 6 }, () => isSignedIn(pairUrl, cookie)));
  const logout = await postForm(b.url, HOST, '/logout', {}, cookie);
  const endedOnA = logout.status === 302 && !(await isSignedIn(a.url, cookie));

  const cached = await measure({ first: a, second: b, oneUrl, pairUrl, nginxPid: nginx.pid });
  const rendered = await measure({
    first: c,
    second: d,
    oneUrl: `http://127.0.0.1:${renderOnePort}`,
    pairUrl: `http://127.0.0.1:${renderPairPort}`,
    nginxPid: nginx.pid,
  });

  // A deploy: D is told to stop mid-run, finishes what it holds and exits 0; nginx sends the rest to C.
  let stoppedCode: number | null = null;
  const stopped = await runLoad({
    url: `http://127.0.0.1:${renderPairPort}/index`,
    headers: { host: HOST },
    durationMs: KILL_MS,
    concurrency: CONCURRENCY,
    during: { atMs: KILL_MS / 2, run: async () => void (stoppedCode = await d.terminate()) },
  });

  // The crash: B dies mid-run; nginx must answer every request from A.
  const killed = await runLoad({
    url: `${pairUrl}/index`,
    headers: { host: HOST },
    durationMs: KILL_MS,
    concurrency: CONCURRENCY,
    during: { atMs: KILL_MS / 2, run: () => b.kill() },
  });

  const row = (name: string, r: LoadResult) => `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} |`;
  const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
  const kindsOf = (r: LoadResult) =>
    Object.entries(r.failureKinds)
      .map(([k, n]) => `${n} × ${k}`)
      .join(', ');
  const kinds = kindsOf(killed);
  const modes = [
    { name: 'from the guest page cache (as deployed)', m: cached },
    { name: 'rendered for every request (cache off)', m: rendered },
  ];
  const body = `Measured by \`npm run bench:cluster\` on ${new Date().toISOString().slice(0, 10)} (${cores()} cores, Node ${process.version}, ${nginxVersion()}):
the reference platform, Redis (sessions), two pairs of site instances (production build, each its own process
and config cache; one pair with the guest page cache, one with it off) and nginx (one worker, keep-alive
upstream), all on loopback. Guest \`/index\` on demo-a, ${CONCURRENCY} keep-alive clients for ${DURATION_MS / 1000} s,
${ROUNDS} rounds in turn, the median round shown.

| Guest /index | requests | req/s | p50 ms | p99 ms | failed |
|---|---|---|---|---|---|
${modes.map(({ name, m }) => [row(`${name}: one instance, direct`, m.direct), row(`${name}: one instance through nginx`, m.viaOne), row(`${name}: two instances through nginx`, m.pair)].join('\n')).join('\n')}

${modes.map(({ name, m }) => `- **${name}: two instances / one (both through nginx) ${m.ratio.toFixed(2)}×** (goal ≥ 1.6×); nginx's own cost on one instance: ${((1 - m.viaOne.rps / m.direct.rps) * 100).toFixed(0)}% of its throughput. CPU during the pair's runs, in cores busy on average (the machine has ${cores()}): the instances ${share(m.cpu, m.cpu.a)} and ${share(m.cpu, m.cpu.b)}, nginx ${share(m.cpu, m.cpu.nginx)}, load generator and platform ${share(m.cpu, m.cpu.self)}, the whole machine ${share(m.cpu, m.cpu.machine)}. ${reading(m)}`).join('\n')}

| Sessions across instances (Redis store, sealed cookie, no sticky sessions) | |
|---|---|
| signed in on A, the same cookie is signed in on B | ${yes(signedInOnB)} |
| that cookie through nginx, 6 requests over both instances, all signed in | ${yes(throughNginx.every(Boolean))} |
| logged out on B, the cookie is refused on A | ${yes(endedOnA)} |

**Stop test**: D stopped with SIGTERM ${KILL_MS / 2000} s into a ${KILL_MS / 1000} s run through nginx (the rendering pair), exit code ${stoppedCode ?? 'none'}:
${stopped.requests} requests, **${stopped.failures} failed**${kindsOf(stopped) ? ` (${kindsOf(stopped)})` : ''}, p50 ${stopped.p50.toFixed(1)} ms, p99 ${stopped.p99.toFixed(1)} ms.

**Kill test**: B killed with SIGKILL ${KILL_MS / 2000} s into a ${KILL_MS / 1000} s run through nginx:
${killed.requests} requests, **${killed.failures} failed**${kinds ? ` (${kinds})` : ''}, p50 ${killed.p50.toFixed(1)} ms, p99 ${killed.p99.toFixed(1)} ms.
`;
  writeSection('docs/perf.md', '## Scale out: two instances behind nginx', body);
  console.log(body);
  const errors = nginx.errorLog().trim();
  if (errors) console.log(`nginx error log (expected: B refusing connections after the kill):\n${errors.split('\n').slice(-5).join('\n')}`);
  if (killed.failures > 0 || stopped.failures > 0 || stoppedCode !== 0 || !signedInOnB || !endedOnA) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
}

type Instance = Awaited<ReturnType<typeof startSiteProcess>>;

/**
 * Guest /index on the first instance directly, on it alone through nginx and on the pair through nginx,
 * in rounds (a different order each round, so a neighbour's burst does not always land on the same
 * setup); the median round of each, and the CPU each process used meanwhile.
 */
async function measure(setup: { first: Instance; second: Instance; oneUrl: string; pairUrl: string; nginxPid: number }) {
  const { first, second, nginxPid } = setup;
  const one = (url: string) => runLoad({ url: `${url}/index`, headers: { host: HOST }, durationMs: DURATION_MS, concurrency: CONCURRENCY });
  const runs: Record<'direct' | 'one' | 'pair', LoadResult[]> = { direct: [], one: [], pair: [] };
  const targets = { direct: first.url, one: setup.oneUrl, pair: setup.pairUrl } as const;
  const cpu = { a: 0, b: 0, nginx: 0, self: 0, machine: 0, seconds: 0 };
  // What one instance uses alone (through nginx): how much of a core a second one would need.
  const alone = { a: 0, seconds: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const order = (['direct', 'one', 'pair'] as const).map((_, i, all) => all[(i + round) % all.length]!);
    for (const name of order) {
      const before = {
        a: cpuSecondsOf(first.pid),
        b: cpuSecondsOf(second.pid),
        nginx: cpuSecondsWithChildren(nginxPid),
        self: process.cpuUsage(),
        machine: machineBusySeconds(),
        at: performance.now(),
      };
      runs[name].push(await one(targets[name]));
      if (name === 'one') {
        alone.a += cpuSecondsOf(first.pid) - before.a;
        alone.seconds += (performance.now() - before.at) / 1000;
      }
      if (name === 'pair') {
        cpu.a += cpuSecondsOf(first.pid) - before.a;
        cpu.b += cpuSecondsOf(second.pid) - before.b;
        cpu.nginx += cpuSecondsWithChildren(nginxPid) - before.nginx;
        const self = process.cpuUsage(before.self);
        cpu.self += (self.user + self.system) / 1e6;
        cpu.machine += machineBusySeconds() - before.machine;
        cpu.seconds += (performance.now() - before.at) / 1000;
      }
    }
  }
  const pick = (name: keyof typeof runs) => runs[name].find((r) => r.rps === median(runs[name].map((x) => x.rps)))!;
  const viaOne = pick('one');
  const pair = pick('pair');
  return { direct: pick('direct'), viaOne, pair, ratio: pair.rps / viaOne.rps, cpu, alone };
}

function nginxVersion(): string {
  // `nginx -v` answers on stderr: "nginx version: nginx/1.22.1".
  return (
    spawnSync(NGINX_BINARY, ['-v'], { encoding: 'utf8' })
      .stderr.trim()
      .replace(/^nginx version: /, '') || 'nginx'
  );
}

/** Cores busy on average over the measured time. */
function share(cpu: { seconds: number }, seconds: number): string {
  return (seconds / cpu.seconds).toFixed(2);
}

/** What a ratio says, given how busy the cores were: a second instance is only faster with a core free to run on. */
function reading(m: Awaited<ReturnType<typeof measure>>): string {
  const oneCores = m.alone.a / m.alone.seconds;
  if (m.ratio >= 1.6)
    return `The second instance had a core to work with: the instances share nothing but Redis and the platform, so they scale with the cores.`;
  return `One instance alone kept ${oneCores.toFixed(2)} cores busy, so on ${cores()} cores the pair's ceiling is about ${Math.min(2, cores() / Math.max(oneCores, 0.01)).toFixed(2)}× before nginx and the load generator take their share: ${
    oneCores < 0.9
      ? 'the instance was not the bottleneck (the load generator and nginx, on the same cores, were), so a second one has little to take over.'
      : 'the second instance competes with them for the same cores.'
  }`;
}
