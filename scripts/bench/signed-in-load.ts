import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { httpRequest } from '../../tests/support/http';
import { logIn } from '../../tests/support/site-session';
import { residentMb } from './issue-rows';
import { freePort, memoryBreakdown, memoryLine } from './memory';
import { startServerProcess, startSiteProcess } from './site-process';

/** The pages every signed-in player opens, in turn on each connection: the home page, the slot lobby and a member-centre page. */
export const LOAD_PAGES = ['/index', '/rng', '/member/depositv2'] as const;
const HOST = 'demo-a.localhost';
const PLAYERS = 25;
const CONNECTIONS = 200;
/** autocannon's own give-up: a request unanswered this long is an error (a hang), not a slow answer. */
const TIMEOUT_S = 10;

export type LoadRow = {
  name: string;
  requests: number;
  pages: number;
  busy: number;
  /** Connection errors and timeouts (autocannon's `errors`), and answers other than 200 and 503. */
  errors: number;
  other: string;
  pagesPerS: number;
  p50: number;
  p99: number;
  max: number;
  peakRss: number;
  memory: string;
};

/**
 * 200 keep-alive connections for `durationS` with autocannon: `players` signed-in players (a sealed session
 * cookie each, from an address of their own as behind a load balancer) holding `CONNECTIONS / players`
 * connections each, every connection asking for LOAD_PAGES in turn back to back.
 */
async function run(name: string, siteUrl: string, pid: number, metricsPort: number, cookies: string[], durationS: number): Promise<LoadRow> {
  let next = 0;
  let peakRss = residentMb(pid)?.rss ?? 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMb(pid)?.rss ?? 0)), 250);
  const result = await autocannon({
    url: siteUrl,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: TIMEOUT_S,
    // Each connection is one player's: their cookie and address on every request it sends.
    setupClient: (client) => {
      const player = next++ % cookies.length;
      const headers = {
        host: HOST,
        accept: 'text/html',
        cookie: cookies[player]!,
        'x-forwarded-for': `10.3.${Math.floor(player / 250)}.${(player % 250) + 1}`,
      };
      client.setRequests(LOAD_PAGES.map((page) => ({ method: 'GET', path: page, headers })));
    },
  });
  clearInterval(sampler);
  const statuses = result.statusCodeStats as Record<string, { count: number } | undefined>;
  const count = (status: string) => Number(statuses[status]?.count ?? 0);
  const other = Object.entries(statuses)
    .filter(([status]) => status !== '200' && status !== '503')
    .map(([status, stat]) => `${status} × ${stat?.count ?? 0}`);
  if (result.timeouts) other.push(`no answer in ${TIMEOUT_S} s × ${result.timeouts}`);
  if (result.errors - result.timeouts > 0) other.push(`connection errors × ${result.errors - result.timeouts}`);
  return {
    name,
    requests: result.requests.total,
    pages: count('200'),
    busy: count('503'),
    errors:
      result.errors + Object.entries(statuses).reduce((n, [status, stat]) => (status === '200' || status === '503' ? n : n + Number(stat?.count ?? 0)), 0),
    other: other.join(', '),
    pagesPerS: count('200') / durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    peakRss,
    memory: memoryLine(await memoryBreakdown(pid, metricsPort)),
  };
}

/** Waits until the site answers its liveness probe within 200 ms again (at most 30 s): what a run left behind is done. */
async function settled(siteUrl: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1_000));
    const started = performance.now();
    await httpRequest(`${siteUrl}/healthz`, { headers: { host: HOST } });
    if (performance.now() - started < 200) return;
  }
}

/**
 * `npm run bench:load`: one site instance (production build, as deployed) against the reference platform in a
 * process of its own, 200 signed-in connections for `durationS`: 25 players × 8, then one player × 200 (a
 * client flooding). The goal: no errors (every request answered, each a page or the busy page), p99 ≤ 1 s.
 */
export async function signedInLoad(dir: string, durationS: number): Promise<{ rows: LoadRow[]; table: string }> {
  const dbPath = path.join(dir, 'platform.db');
  await (await startPlatform({ port: 0, dbPath })).close();
  const platform = await startServerProcess('scripts/bench/platform-process.ts', { PLATFORM_DB: dbPath });
  delete process.env.STAGING_DOMAIN;
  const metricsPort = await freePort();
  const rows: LoadRow[] = [];
  try {
    const site = await startSiteProcess({
      NODE_ENV: 'production',
      PLATFORM_URL: platform.url,
      CONFIG_TTL_MS: '60000',
      SESSION_STORE: `sqlite:${path.join(dir, 'sessions.db')}`,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      // Players on addresses of their own, as behind a load balancer; the bench signs in 25 times from one.
      TRUST_PROXY: '1',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      BENCH_METRICS_PORT: String(metricsPort),
      // The log to a file, as a log shipper reading fast would take it: through a pipe to this busy process the
      // site's synchronous log writes would wait on the load generator (pino sleeps while the pipe is full).
      LOG_FILE: path.join(dir, 'site.log'),
    });
    try {
      const cookies: string[] = [];
      for (let i = 0; i < PLAYERS; i++) cookies.push(await logIn(site.url, HOST, 'benchwhale', 'Bench12345'));
      // Each player's pages once (their kept reads warm, as for a player already browsing).
      for (const cookie of cookies)
        for (const page of LOAD_PAGES) await httpRequest(`${site.url}${page}`, { headers: { host: HOST, cookie, accept: 'text/html' } });
      console.log(`site ${site.url} (pid ${site.pid}, metrics on ${metricsPort}): ${PLAYERS} players signed in`);
      const only = process.env.BENCH_LOAD_ONLY;
      if (only !== 'one')
        rows.push(await run(`${PLAYERS} players × ${CONNECTIONS / PLAYERS} connections`, site.url, site.pid, metricsPort, cookies, durationS));
      // The first run's last admitted pages and platform calls finish before the next begins.
      if (only !== 'one' && only !== 'many') await settled(site.url);
      if (only !== 'many') rows.push(await run(`one player × ${CONNECTIONS} connections`, site.url, site.pid, metricsPort, cookies.slice(0, 1), durationS));
    } finally {
      await site.stop();
    }
  } finally {
    await platform.stop();
  }
  const verdict = (r: LoadRow) => (r.errors === 0 && r.p99 <= 1_000 ? 'pass' : '**FAIL**');
  const table = `| ${CONNECTIONS} signed-in connections, ${durationS} s (benchwhale; ${LOAD_PAGES.join(', ')} in turn) | requests | pages (200) | pages/s | busy (503) | errors | p50 ms | p99 ms | max ms | peak RSS MB | 0 errors, p99 ≤ 1 s |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.requests} | ${r.pages} | ${r.pagesPerS.toFixed(0)} | ${r.busy} | ${r.errors}${r.other ? ` (${r.other})` : ''} | ${r.p50} | ${r.p99} | ${r.max} | ${r.peakRss.toFixed(0)} | ${verdict(r)} |`).join('\n')}

${rows.map((r) => `After "${r.name}": ${r.memory}.`).join('\n')}`;
  return { rows, table };
}
