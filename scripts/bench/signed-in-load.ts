import type { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { httpRequest } from '../../tests/support/http';
import { playerCookies } from './player-cookies';
import { residentMb } from './issue-rows';
import { LoadTrace } from './load-trace';
import { freePort, memoryBreakdown, memoryLine } from './memory';
import { startNginx } from './nginx';
import { benchSiteEnv, startServerProcess, startSiteProcess } from './site-process';

/** The pages every signed-in player opens, in turn on each connection: the home page, the slot lobby and a member-centre page. */
export const LOAD_PAGES = ['/index', '/rng', '/member/depositv2'] as const;
/**
 * `BENCH_LOAD_PAGES=/index,/rng`: another mix (comma-separated paths), to tell which page a failing run waits on.
 * The goal's row is the default mix.
 */
const PAGES: readonly string[] = process.env.BENCH_LOAD_PAGES ? process.env.BENCH_LOAD_PAGES.split(',').map((p) => p.trim()) : LOAD_PAGES;
const HOST = 'demo-a.localhost';
const PLAYERS = 25;
const CONNECTIONS = 200;
/** autocannon's own give-up: a request unanswered this long is an error (a hang), not a slow answer. */
const TIMEOUT_S = 10;
/**
 * `BENCH_LOAD_VIA=direct,nginx:24`: where the connections go, in turn (`BENCH_LOAD_ROUNDS` times, the same instance):
 * `direct` to the instance (the default, the goal's row), `nginx` to nginx in front of it as `bench:cluster` runs
 * it, `nginx:N` to nginx holding at most N connections to the instance (scripts/bench/nginx.ts, busyAtTheEdge).
 */
const VIAS = (process.env.BENCH_LOAD_VIA ?? 'direct').split(',').map((via) => via.trim());
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 1);
const maxConnsOf = (via: string) => (via.startsWith('nginx:') ? Number(via.slice('nginx:'.length)) : undefined);
/** `BENCH_LOAD_PROFILE=<folder>`: the site's CPU profile (`--cpu-prof`) and its log are left there, to read where a run's time went. */
const PROFILE_DIR = process.env.BENCH_LOAD_PROFILE ? path.resolve(process.env.BENCH_LOAD_PROFILE) : null;

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
  /** The pages' (200) own p99: the row's p99 is mostly busy pages' when most answers are busy pages. */
  pagesP99: number | null;
  /** The machine's load average (one minute) as the run began and ended: the site's share of two cores. */
  load: readonly [number, number];
  peakRss: number;
  memory: string;
  /** Where the requests' time went, before the site's listener and inside it, the unanswered ones apart: read from the site's log once it stopped. */
  trace: LoadTrace;
};

/**
 * 200 keep-alive connections for `durationS` with autocannon: `players` signed-in players (a sealed session
 * cookie each, from an address of their own as behind a load balancer) holding `CONNECTIONS / players`
 * connections each, every connection asking for the pages (LOAD_PAGES unless BENCH_LOAD_PAGES) in turn back to back.
 */
async function run(
  name: string,
  mark: string,
  site: { url: string; pid: number },
  metricsPort: number,
  cookies: string[],
  durationS: number,
): Promise<LoadRow> {
  const { url: siteUrl, pid } = site;
  let next = 0;
  const trace = new LoadTrace(mark);
  const pageMs: number[] = [];
  const loadBefore = os.loadavg()[0]!;
  let peakRss = residentMb(pid)?.rss ?? 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMb(pid)?.rss ?? 0)), 250);
  const result = await autocannon({
    url: siteUrl,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: TIMEOUT_S,
    // Each connection is one player's: their cookie and address on every request it sends.
    setupClient: (client) => {
      const connection = next++;
      const player = connection % cookies.length;
      const headers = {
        host: HOST,
        accept: 'text/html',
        cookie: cookies[player]!,
        'x-forwarded-for': `10.3.${Math.floor(player / 250)}.${(player % 250) + 1}`,
      };
      // Each request its own id (the site keeps a trusted proxy's), the last two kept: on a timeout autocannon
      // has already built the next request when it says so.
      let n = 0;
      const ids: string[] = [];
      client.setRequests(
        PAGES.map((page) => ({
          method: 'GET',
          path: page,
          headers,
          setupRequest: (request: autocannon.Request) => {
            ids.push(trace.sent(connection, n++));
            if (ids.length > 2) ids.shift();
            return { ...request, headers: { ...request.headers, 'x-request-id': ids.at(-1)! } };
          },
        })),
      );
      // autocannon's client emits `timeout` (its types do not list it).
      (client as unknown as EventEmitter).on('timeout', () => trace.gaveUp(ids[0]!));
      client.on('response', (status: number, _bytes: number, ms: number) => {
        if (status === 200) pageMs.push(ms);
      });
    },
  });
  pageMs.sort((a, b) => a - b);
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
    pagesP99: pageMs.length ? Math.round(pageMs[Math.min(pageMs.length - 1, Math.floor(pageMs.length * 0.99))]!) : null,
    load: [loadBefore, os.loadavg()[0]!],
    peakRss,
    memory: memoryLine(await memoryBreakdown(pid, metricsPort)),
    trace,
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
  const logPath = path.join(PROFILE_DIR ?? dir, 'site.log');
  try {
    const site = await startSiteProcess(
      {
        ...benchSiteEnv(platform.url, dir, metricsPort),
        // Players on addresses of their own, as behind a load balancer; the bench signs in 25 times from one.
        TRUST_PROXY: '1',
        LOGIN_ATTEMPTS_PER_MINUTE: '1000',
        // The log to a file, as a log shipper reading fast would take it: through a pipe to this busy process the
        // site's synchronous log writes would wait on the load generator (pino sleeps while the pipe is full).
        LOG_FILE: logPath,
      },
      PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    );
    const fronts = new Map<string, number>();
    let front: Awaited<ReturnType<typeof startNginx>> | null = null;
    try {
      for (const via of VIAS) if (via !== 'direct') fronts.set(via, await freePort());
      if (fronts.size)
        front = await startNginx(
          dir,
          [...fronts].map(([via, port]) => ({ port, servers: [site.port], forwardedFor: '$http_x_forwarded_for', maxConns: maxConnsOf(via) })),
        );
      const cookies: string[] = [];
      for (let i = 0; i < PLAYERS; i++) cookies.push(await playerCookies(site.url, HOST, 'benchwhale', 'Bench12345'));
      // Each player's pages once (their kept reads warm, as for a player already browsing).
      for (const cookie of cookies) for (const page of PAGES) await httpRequest(`${site.url}${page}`, { headers: { host: HOST, cookie, accept: 'text/html' } });
      console.log(`site ${site.url} (pid ${site.pid}, metrics on ${metricsPort}): ${PLAYERS} players signed in`);
      const only = process.env.BENCH_LOAD_ONLY;
      let first = true;
      for (let round = 0; round < ROUNDS; round++)
        for (const via of VIAS) {
          // Through nginx the requests go to its port; the memory read is still the instance's.
          const port = fronts.get(via);
          const asked = port ? { url: `http://127.0.0.1:${port}`, pid: site.pid } : site;
          const how = via === 'direct' ? '' : maxConnsOf(via) ? ` through nginx (at most ${maxConnsOf(via)} to the instance)` : ' through nginx';
          for (const [kind, players] of [
            ['many', cookies],
            ['one', cookies.slice(0, 1)],
          ] as const) {
            if (only === (kind === 'many' ? 'one' : 'many')) continue;
            // The last run's admitted pages and platform calls finish before the next begins.
            if (!first) await settled(site.url);
            first = false;
            const name = kind === 'many' ? `${PLAYERS} players × ${CONNECTIONS / PLAYERS} connections` : `one player × ${CONNECTIONS} connections`;
            // Each run's own mark in the request ids: several runs read apart in one site's log.
            rows.push(await run(`${name}${how}`, `${kind}${rows.length}`, asked, metricsPort, players, durationS));
          }
        }
    } finally {
      await front?.stop();
      await site.stop();
    }
  } finally {
    await platform.stop();
  }
  const verdict = (r: LoadRow) => (r.errors === 0 && r.p99 <= 1_000 ? 'pass' : '**FAIL**');
  const table = `| ${CONNECTIONS} signed-in connections, ${durationS} s (benchwhale; ${PAGES.join(', ')} in turn) | requests | pages (200) | pages/s | busy (503, share of answers) | errors | p50 ms | p99 ms | pages' p99 ms | max ms | peak RSS MB | load average | 0 errors, p99 ≤ 1 s |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.requests} | ${r.pages} | ${r.pagesPerS.toFixed(0)} | ${r.busy} (${r.requests ? ((100 * r.busy) / r.requests).toFixed(0) : 0} %) | ${r.errors}${r.other ? ` (${r.other})` : ''} | ${r.p50} | ${r.p99} | ${r.pagesP99 ?? '–'} | ${r.max} | ${r.peakRss.toFixed(0)} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} | ${verdict(r)} |`).join('\n')}

${rows.map((r) => `After "${r.name}": ${r.memory}.`).join('\n')}

${rows.map((r) => `Where "${r.name}"'s time went (the bench's request ids in the site's log): ${r.trace.read(logPath)}.`).join('\n')}`;
  return { rows, table };
}
