import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { playerCookies } from './bench/player-cookies';
import { startBenchSite } from './bench/bench-site';
import { runLoad } from './bench/http-load';
import { runWrk, wrkVersion } from './bench/wrk-load';
import { measureSignedInPages, signedInTable } from './bench/signed-in-pages';
import { lighthouseReport, runLighthouse } from './bench/lighthouse';
import { startStaticBytesServer } from './bench/static-bytes';
import { issueRowsTable, residentMb } from './bench/issue-rows';
import { cpuSecondsOf } from './bench/cpu';
import { memoryBreakdown, memoryLine } from './bench/memory';
import { budgetTable, failOverBudget, firstVisitJs as measureFirstVisitJs, judgeJsBudgets } from './bench/js-budget';

/**
 * `npm run bench`: the production build against the reference platform, on loopback only.
 * Measures /index and the slot lobby (/rng, /rng?q=dragon) for a guest with a warm config against a
 * route that does nothing (the floor), the member centre's records for a member with a year of history
 * (benchwhale: ~100,000 ledger entries; every request reaches the platform), and the JavaScript a first
 * visit to /index and /rng downloads.
 * Bounded in time and count; writes docs/perf.md (except with BENCH_ONLY=guest).
 */
if (process.env.BENCH_ONLY === 'overload') {
  // The overload runs alone (scripts/bench-overload.ts): 200 signed-in connections need the machine to themselves.
  await import('./bench-overload');
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'load' || process.argv.includes('--load')) {
  // 200 signed-in connections with autocannon (scripts/bench-load.ts), alone for the same reason.
  await import('./bench-load');
  process.exit(process.exitCode ?? 0);
}
if (process.argv.includes('--floor-ab')) {
  // This tree's floor beside another tree's, rounds alternating (scripts/bench/floor-ab.ts).
  await import('./bench/floor-ab');
  process.exit(0);
}
if (process.argv.includes('--framework-floor')) {
  // The site's floor beside Remix alone and bare Node, rounds alternating (scripts/bench/framework-floor.ts).
  await import('./bench/framework-floor');
  process.exit(0);
}
if (process.argv.includes('--centre-ab')) {
  // One signed-in page of this tree beside another tree's, requests one after another (scripts/bench/centre-ab.ts).
  await import('./bench/centre-ab');
  process.exit(0);
}
if (process.argv.includes('--tail')) {
  // One signed-in row with the site's own record of its slowest requests (scripts/bench/tail.ts).
  await import('./bench/tail');
  process.exit(0);
}
if (process.argv.includes('--main-thread')) {
  // The browser's main-thread work per page load, this tree beside another's (scripts/bench/main-thread.ts).
  await import('./bench/main-thread');
  process.exit(0);
}
const DURATION_MS = Number(process.env.BENCH_MS ?? 5_000);
/** `BENCH_ONLY=guest`: the floor and the guest hits of /index and /rng only, printed, docs/perf.md left alone (to compare runs of the HTTP layer). */
const GUEST_ONLY = process.env.BENCH_ONLY === 'guest';
/** `BENCH_ONLY=rows`: the floor, guest and signed-in rows, bare Node and memory only, printed, docs/perf.md left alone. */
const ROWS_ONLY = process.env.BENCH_ONLY === 'rows';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_REQUESTS = 50_000;
/** Chromium's Accept-Encoding: the rows without it measure the bytes as they are. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * One GET on the bench's keep-alive agent. A kept socket the server closed as idle just as it was reused
 * (its timers run late on a loaded machine) resets: the GET is asked once more on a new socket.
 */
function get(
  url: string,
  host: string,
  headers: Record<string, string> = {},
  retried = false,
): Promise<{ status: number; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' && !retried ? resolve(get(url, host, headers, true)) : reject(error));
    const req = http.get(url, { agent, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', failed);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on('error', failed);
  });
}

/**
 * `wrk` where it is installed (C, no collector: the tail it reports is the site's); otherwise the shared
 * Node load generator (also behind bench:cluster), with the garbage collector's pauses meanwhile in this
 * process, which a response landing during one is timed late by. `BENCH_LOADGEN=node` forces the latter.
 */
const WRK = process.env.BENCH_LOADGEN === 'node' ? null : wrkVersion();
const LOAD_GENERATOR = WRK ? `${WRK} (one thread)` : "the bench's own Node load generator (in the bench's process)";

/** A load row with the CPU time the serving process (`pid`) spent per request: steadier than req/s on a shared machine. */
async function loadOn(pid: number, url: string, host: string, headers: Record<string, string> = {}) {
  const before = cpuSecondsOf(pid);
  const result = await load(url, host, headers);
  return { ...result, cpuMs: ((cpuSecondsOf(pid) - before) * 1000) / Math.max(1, result.requests) };
}

async function load(url: string, host: string, headers: Record<string, string> = {}) {
  if (WRK) {
    const result = await runWrk({ url, headers: { host, ...headers }, durationMs: DURATION_MS, concurrency: CONCURRENCY });
    return { ...result, errors: result.failures, gc: null };
  }
  const pauses: number[] = [];
  const observer = new PerformanceObserver((list) => pauses.push(...list.getEntries().map((entry) => entry.duration)));
  observer.observe({ entryTypes: ['gc'] });
  const result = await runLoad({ url, headers: { host, ...headers }, durationMs: DURATION_MS, concurrency: CONCURRENCY, maxRequests: MAX_REQUESTS });
  observer.disconnect();
  const gc = { count: pauses.length, totalMs: pauses.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...pauses) };
  return { ...result, errors: result.failures, gc };
}

/** What a first visit to `pathname` downloads in JavaScript (files and inline scripts, gzipped). */
const firstVisitJs = (siteUrl: string, host: string, pathname: string) => measureFirstVisitJs(get, siteUrl, host, pathname);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const stack = await startBenchSite(dir);
try {
  const host = 'demo-a.localhost';
  for (let i = 0; i < 20; i++) await get(`${stack.siteUrl}/index`, host); // warm config and JIT
  // The render worker starts with the first stale page (a second build loading, once per process):
  // let a page go stale and the worker come up before measuring the steady state.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await get(`${stack.siteUrl}/index`, host);
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  for (let i = 0; i < 20; i++) await get(`${stack.siteUrl}/index`, host);
  // The floor's row is the first under load: unwarmed, it read the HTTP layer's and Remix's first seconds (their code
  // compiled, the young generation sized), a millisecond a request that falls to under half within about ten seconds of
  // load. One unmeasured run first, as every later row runs after it.
  await load(`${stack.siteUrl}/health`, host);
  const floor = await loadOn(stack.pid, `${stack.siteUrl}/health`, host);
  const index = await loadOn(stack.pid, `${stack.siteUrl}/index`, host);
  // What a browser asks for: the cache's stored gzip instead of the bytes as they are.
  const indexBrowser = await load(`${stack.siteUrl}/index`, host, { 'accept-encoding': BROWSER_ENCODINGS });
  for (let i = 0; i < 5; i++) await get(`${stack.siteUrl}/rng`, host); // warm the lobby's caches
  const lobby = await load(`${stack.siteUrl}/rng`, host);
  const lobbyBrowser = await load(`${stack.siteUrl}/rng`, host, { 'accept-encoding': BROWSER_ENCODINGS });
  // A seeded VIP player signed in over HTTP (a real sealed session cookie), on the pages every player sees.
  const vip = { cookie: await playerCookies(stack.siteUrl, host, 'vipwhale', 'Whale12345') };
  const signedInLoad = async (pathname: string) => {
    for (let i = 0; i < 5; i++) await get(`${stack.siteUrl}${pathname}`, host, vip);
    return loadOn(stack.pid, `${stack.siteUrl}${pathname}`, host, vip);
  };
  const vipIndex = await signedInLoad('/index');
  const vipLobby = await signedInLoad('/rng');
  const vipDeposit = await signedInLoad('/member/depositv2');
  // The static-bytes limit: /index's own response from a bare Node server (the site stays up, idle).
  const limit = await startStaticBytesServer(get, `${stack.siteUrl}/index`, host, dir);
  const [bare, bareBrowser] = await (async () => {
    try {
      return [await loadOn(limit.pid, `${limit.url}/index`, host), await load(`${limit.url}/index`, host, { 'accept-encoding': BROWSER_ENCODINGS })];
    } finally {
      await limit.stop();
    }
  })();
  const bareName = "/index's response from a bare Node server (static-bytes limit)";
  const issueRows = (memory: ReturnType<typeof residentMb>) =>
    issueRowsTable(
      [
        { name: '/health (floor: a no-op Remix route)', row: floor },
        { name: '/index, guest (cache hit)', row: index },
        { name: '/index, signed in (vipwhale)', row: vipIndex },
        { name: '/rng, signed in (vipwhale)', row: vipLobby },
        { name: '/member/depositv2, signed in (vipwhale)', row: vipDeposit },
        { name: "bare Node, /index's bytes", row: bare },
      ],
      floor,
      bare,
      memory,
    );
  if (ROWS_ONLY) {
    console.log(
      `${issueRows(residentMb(stack.pid))}\n\nWhat holds it: ${memoryLine(await memoryBreakdown(stack.pid, stack.metricsPort))}.\n\nLoad average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')} at the end; ${LOAD_GENERATOR}.`,
    );
  }
  const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
    `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p99 / r.p50).toFixed(1)} | ${r.errors} |`;
  const percent = (a: { rps: number }, b: { rps: number }) => `${((a.rps / b.rps) * 100).toFixed(0)}%`;
  const ratios = [
    `/index serves at **${percent(index, floor)}** of the floor's throughput, /rng at **${percent(lobby, floor)}**.`,
    `Against the static-bytes limit (/index's own response, ${(limit.bytes / 1000).toFixed(1)} kB as it is and ${(limit.gzipBytes / 1000).toFixed(1)} kB gzipped, from a bare Node HTTP server):`,
    `/index at **${percent(index, bare)}** as it is and **${percent(indexBrowser, bareBrowser)}** with a browser's Accept-Encoding.`,
  ].join('\n');
  if (ROWS_ONLY) {
    // Printed above.
  } else if (GUEST_ONLY) {
    const gcRow = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p99 / r.p50).toFixed(2)} | ${r.gc ? `${r.gc.count} | ${r.gc.totalMs.toFixed(0)} | ${r.gc.maxMs.toFixed(1)}` : '– | – | –'} | ${r.errors} |`;
    console.log(
      [
        `| Route (demo-a, guest; ${LOAD_GENERATOR}; load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')} at the end) | requests | req/s | p50 ms | p99 ms | p99/p50 | load generator's GC pauses | GC ms | longest GC ms | errors |`,
        '|---|---|---|---|---|---|---|---|---|---|',
        gcRow('/health (floor)', floor),
        gcRow('/index', index),
        gcRow("/index, a browser's Accept-Encoding", indexBrowser),
        gcRow('/rng', lobby),
        gcRow("/rng, a browser's Accept-Encoding", lobbyBrowser),
        gcRow(bareName, bare),
        gcRow(`${bareName}, a browser's Accept-Encoding`, bareBrowser),
      ].join('\n'),
    );
    console.log(`\n${ratios}`);
  } else {
    const guestRows = [
      row('/health (floor)', floor),
      row('/index', index),
      row("/index, a browser's Accept-Encoding", indexBrowser),
      row('/rng (slot lobby, first page)', lobby),
      row("/rng, a browser's Accept-Encoding", lobbyBrowser),
      row(bareName, bare),
      row(`${bareName}, a browser's Accept-Encoding`, bareBrowser),
    ];
    const js = await firstVisitJs(stack.siteUrl, host, '/index');
    for (let i = 0; i < 5; i++) await get(`${stack.siteUrl}/rng?q=dragon`, host); // warm the search's caches, as the rows above
    const lobbySearch = await load(`${stack.siteUrl}/rng?q=dragon`, host);
    const lobbyJs = await firstVisitJs(stack.siteUrl, host, '/rng');
    const cookie = { cookie: await playerCookies(stack.siteUrl, host, 'benchwhale', 'Bench12345') };
    const signedIn = signedInTable(await measureSignedInPages(stack.siteUrl, host, cookie.cookie));
    // Each page alone (one request at a time: what a player waits), then under the same load as above.
    const member = async (pathname: string, as = cookie) => {
      const alone: number[] = [];
      for (let i = 0; i < 23; i++) {
        const started = performance.now();
        await get(`${stack.siteUrl}${pathname}`, host, as);
        if (i >= 3) alone.push(performance.now() - started);
      }
      alone.sort((a, b) => a - b);
      return { ...(await load(`${stack.siteUrl}${pathname}`, host, as)), alone: alone[Math.floor(alone.length / 2)]! };
    };
    const statement = await member('/member/transactionHistory?range=30d');
    const statementLast = await member('/member/transactionHistory?range=30d&page=300');
    const bets = await member('/member/personalHistoryCopy?range=30d');
    const profit = await member('/member/personalProfit?range=30d');
    // The agent centre over benchagent's team of 10,000 members and their 30 days of bets.
    const agentCookie = { cookie: await playerCookies(stack.siteUrl, host, 'benchagent', 'Bench12345') };
    const agentPages = [
      ['/agent/agentTeamOverview', 'overview (4 periods, 30-day chart)'],
      ['/agent/downlineManagmentView', 'team management, first level'],
      ['/agent/personalHistoryCopy?range=30d', 'team betting, last 30 days'],
      ['/agent/palStatementsAgentCopy?range=30d', 'user profit and loss, last 30 days'],
      ['/agent/agentRevenueReport?range=30d', 'my income, last 30 days'],
      ['/agent/agentDownlineTransactionDetailsCopy?range=30d', 'transaction details, last 30 days'],
    ] as const;
    const agentRows: string[] = [];
    for (const [pathname, name] of agentPages) {
      const r = await member(pathname, agentCookie);
      agentRows.push(
        `| ${pathname.split('?')[0]}, ${name} | ${r.alone.toFixed(1)} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
      );
    }
    const lighthouse = lighthouseReport(await runLighthouse(stack.siteUrl, host));
    const jsBudgets = judgeJsBudgets({ '/index': js, '/rng': lobbyJs });
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const memberRow = (name: string, r: typeof statement) =>
      `| ${name} | ${r.alone.toFixed(1)} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`;
    const report = `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}),
production build in its own process (guest page cache as deployed), reference platform in the bench's process, on loopback, ${CONCURRENCY} concurrent keep-alive clients for ${DURATION_MS / 1000} s each from ${LOAD_GENERATOR}.
\`/health\` is a Remix route that does nothing: the framework's floor on this server.

| Route (demo-a, guest, warm config) | requests | req/s | p50 ms | p99 ms | p99/p50 | errors |
|---|---|---|---|---|---|---|
${guestRows.join('\n')}
${row('/rng?q=dragon (search)', lobbySearch)}

${signedIn}

| Member centre (benchwhale, signed in; platform called every time) | alone p50 ms | requests | req/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|---|
${memberRow('/member/transactionHistory, last 30 days, page 1', statement)}
${memberRow('/member/transactionHistory, last 30 days, page 300', statementLast)}
${memberRow('/member/personalHistoryCopy, last 30 days', bets)}
${memberRow('/member/personalProfit, last 30 days', profit)}

| Agent centre (benchagent, team of 10,000; platform called every time) | alone p50 ms | requests | req/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|---|
${agentRows.join('\n')}

${ratios}

First visit to /index downloads **${kb(js.gzip)}** of JavaScript gzipped (${kb(js.raw)} raw) in ${js.files} files,
plus ${kb(js.inline)} of inline script (route data and the manifest).

First visit to /rng downloads **${kb(lobbyJs.gzip)}** of JavaScript gzipped (${kb(lobbyJs.raw)} raw) in ${lobbyJs.files} files,
plus ${kb(lobbyJs.inline)} of inline script.

${budgetTable(jsBudgets)}

${lighthouse}`;
    // The hand-written reading below the figures (from "## Reading") is kept across runs.
    const previous = fs.existsSync('docs/perf.md') ? fs.readFileSync('docs/perf.md', 'utf8') : '';
    const reading = previous.indexOf('\n## Reading');
    fs.writeFileSync('docs/perf.md', reading >= 0 ? `${report}${previous.slice(reading)}` : report);
    console.log(report);
    // Memory last: what one instance holds after every row above, and what holds it.
    const rows = `${issueRows(residentMb(stack.pid))}\n\nWhat holds it: ${memoryLine(await memoryBreakdown(stack.pid, stack.metricsPort))}.`;
    fs.writeFileSync(
      'docs/perf.md',
      fs.readFileSync('docs/perf.md', 'utf8').replace('\n| Route (demo-a, guest, warm config)', `\n${rows}\n\n| Route (demo-a, guest, warm config)`),
    );
    console.log(rows);
    failOverBudget(jsBudgets);
  }
} finally {
  await stack.close();
  agent.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
