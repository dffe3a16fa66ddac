import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { playerCookies } from './player-cookies';
import { startServerProcess, startSiteProcess } from './site-process';

/** Signed-in pages the players open in turn: each reaches the platform for something of the player's own. */
const PAGES = ['/index', '/member/transactionHistory?range=30d', '/member/depositv2', '/rng'] as const;
const CONNECTIONS = 200;
const DURATION_MS = Number(process.env.BENCH_OVERLOAD_MS ?? 30_000);
/** A request still unanswered this long after the run is counted as never answered. */
const GIVE_UP_MS = 60_000;
const SLOW_MS = 5_000;
const HOST = 'demo-a.localhost';

type Client = { cookie: string; address: string; connections: number };
type Outcome = { ms: number; status: number | string };

function ask(agent: http.Agent, url: string, client: Client): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { host: HOST, accept: 'text/html', cookie: client.cookie, 'x-forwarded-for': client.address } }, (res) => {
      res.on('error', () => undefined);
      res.on('close', () => resolve({ ms: performance.now() - started, status: res.complete ? (res.statusCode ?? 0) : 'cut-off' }));
      res.resume();
    });
    req.setTimeout(GIVE_UP_MS, () => req.destroy(new Error('no answer')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ ms: performance.now() - started, status: error.code ?? error.message }));
  });
}

/** The site's resident memory in MB, from /proc. */
function rssMb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every client's connections asking back to back for DURATION_MS; each request started is awaited to its end. */
async function flood(siteUrl: string, pid: number, clients: Client[]) {
  const outcomes: Outcome[] = [];
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
  const until = Date.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: client.connections });
      await Promise.all(
        Array.from({ length: client.connections }, async (_, i) => {
          for (let n = i; Date.now() < until; n++) outcomes.push(await ask(agent, `${siteUrl}${PAGES[n % PAGES.length]}`, client));
        }),
      );
      agent.destroy();
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return {
    requests: outcomes.length,
    pages: count((o) => o.status === 200),
    busy: count((o) => o.status === 503),
    other: count((o) => o.status !== 200 && o.status !== 503),
    otherKinds: [...new Set(outcomes.filter((o) => o.status !== 200 && o.status !== 503).map((o) => o.status))]
      .map((kind) => `${kind} × ${count((o) => o.status === kind)}`)
      .join(', '),
    overSlow: count((o) => o.ms > SLOW_MS),
    pagesPerS: count((o) => o.status === 200) / seconds,
    p50: pct(50),
    p99: pct(99),
    max: times.at(-1) ?? 0,
    peakRss,
    endRss: rssMb(pid),
  };
}

/**
 * 200 signed-in connections for 30 s against one instance (`BENCH_ONLY=overload`): one player with all
 * of them from one address (a client flooding: its fair share, the rest refused), 25 players with 8
 * each from addresses of their own (more players than the instance takes: the queue's bounds), and the
 * latter once more with admission turned off (limits far above the load), as the site was before it.
 * Reports the slowest answer, the answers over 5 s, the busy pages (503) and the site's resident memory.
 */
export async function overloadReport(dir: string): Promise<string> {
  // Seeded here, then served from a process of its own: its queries never share the load generator's thread.
  const dbPath = path.join(dir, 'platform.db');
  await (await startPlatform({ port: 0, dbPath })).close();
  const platform = await startServerProcess('scripts/bench/platform-process.ts', { PLATFORM_DB: dbPath });
  delete process.env.STAGING_DOMAIN;
  const secret = randomBytes(32).toString('base64url');
  const rows: string[] = [];
  const configurations: { name: string; off: boolean; env: Record<string, string> }[] = [
    { name: 'as deployed', off: false, env: {} },
    { name: 'admission off', off: true, env: { ADMISSION_CONCURRENCY: '100000', ADMISSION_QUEUE: '100000', ADMISSION_PER_CLIENT: '100000' } },
  ];
  try {
    for (const configuration of configurations) {
      const site = await startSiteProcess({
        NODE_ENV: 'production',
        PLATFORM_URL: platform.url,
        CONFIG_TTL_MS: '60000',
        SESSION_STORE: `sqlite:${path.join(dir, 'sessions.db')}`,
        SESSION_SECRET: secret,
        // Players on addresses of their own, as behind a load balancer; the bench signs in 25 times from one.
        TRUST_PROXY: '1',
        LOGIN_ATTEMPTS_PER_MINUTE: '1000',
        ...configuration.env,
      });
      try {
        const sessions: string[] = [];
        for (let i = 0; i < 25; i++) sessions.push(await playerCookies(site.url, HOST, 'benchwhale', 'Bench12345'));
        const runs = [
          {
            name: `200 connections, one player, one address (${configuration.name})`,
            clients: [{ cookie: sessions[0]!, address: '10.1.0.1', connections: CONNECTIONS }],
          },
          {
            name: `200 connections, 25 players × 8, an address each (${configuration.name})`,
            clients: sessions.map((cookie, i) => ({ cookie, address: `10.2.0.${i + 1}`, connections: CONNECTIONS / sessions.length })),
          },
        ];
        // Admission off is the point of comparison: the many-players run alone.
        for (const run of configuration.off ? runs.slice(1) : runs) {
          const r = await flood(site.url, site.pid, run.clients);
          rows.push(
            `| ${run.name} | ${r.requests} | ${r.pages} | ${r.pagesPerS.toFixed(0)} | ${r.busy} | ${r.other}${r.otherKinds ? ` (${r.otherKinds})` : ''} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | **${(r.max / 1000).toFixed(2)}** | **${r.overSlow}** | ${r.peakRss.toFixed(0)} | ${r.endRss.toFixed(0)} |`,
          );
          console.log(rows.at(-1));
        }
      } finally {
        await site.stop();
      }
    }
  } finally {
    await platform.stop();
  }
  return `| Run (${DURATION_MS / 1000} s, demo-a, benchwhale; pages ${PAGES.join(', ')} in turn) | requests | 200 | pages/s | 503 busy | other | p50 ms | p99 ms | max s | over 5 s | peak RSS MB | RSS at end MB |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}
