import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (mobile, default simulated throttling) over the guest pages, in Debian's Chromium.
 * Scores swing with the machine's load, so each page runs several times and the median is reported,
 * with the worst Total Blocking Time beside it: a bad run is what a player on a mid-range phone feels.
 */
export const LIGHTHOUSE_PAGES = ['/index', '/rng', '/login', '/promotions'] as const;
/** What a page must reach (median), and the worst TBT any single run may show. */
export const LIGHTHOUSE_TARGETS = { score: 95, tbtMs: 200, worstTbtMs: 600, cls: 0.05 } as const;

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
/** Set to a folder to keep every run's full report (JSON) there, to read what the main thread did. */
const JSON_DIR = process.env.LH_JSON_DIR;

type Run = { score: number; tbt: number; lcp: number; cls: number; fcp: number };
export type PageResult = { pathname: string; runs: Run[]; median: Run; worstTbt: number; pass: boolean };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (JSON_DIR) {
    fs.mkdirSync(JSON_DIR, { recursive: true });
    fs.writeFileSync(path.join(JSON_DIR, `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

/** A busy machine sometimes loses the trace (NO_NAVSTART and the like): that run is repeated, twice at most. */
async function auditWithRetry(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`lighthouse: ${(error as Error).message}; running again`);
    }
  }
}

/** Node cannot resolve *.localhost here: reach the loopback server with the brand in the Host header. */
function warm(siteUrl: string, host: string, pathname: string) {
  return new Promise<void>((resolve, reject) => {
    http.get(`${siteUrl}${pathname}`, { headers: { host } }, (res) => res.resume().on('end', resolve)).on('error', reject);
  });
}

/**
 * Audits each page `RUNS` times in one headless Chromium, as the brand `host` (Chromium resolves
 * *.localhost to loopback). Each page is requested a few times first, so a cold cache is not what is measured.
 */
export async function runLighthouse(siteUrl: string, host: string, pages: readonly string[] = LIGHTHOUSE_PAGES): Promise<PageResult[]> {
  for (const pathname of pages) for (let i = 0; i < 3; i++) await warm(siteUrl, host, pathname);
  const origin = `http://${host}:${new URL(siteUrl).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: PageResult[] = [];
    for (const pathname of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${origin}${pathname}`, chrome.port));
      const m = {
        score: median(runs.map((r) => r.score)),
        tbt: median(runs.map((r) => r.tbt)),
        lcp: median(runs.map((r) => r.lcp)),
        cls: median(runs.map((r) => r.cls)),
        fcp: median(runs.map((r) => r.fcp)),
      };
      const worstTbt = Math.max(...runs.map((r) => r.tbt));
      const t = LIGHTHOUSE_TARGETS;
      results.push({ pathname, runs, median: m, worstTbt, pass: m.score >= t.score && m.tbt <= t.tbtMs && worstTbt <= t.worstTbtMs && m.cls <= t.cls });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The markdown section bench writes into docs/perf.md. */
export function lighthouseReport(results: PageResult[]): string {
  const t = LIGHTHOUSE_TARGETS;
  const rows = results.map(
    (r) =>
      `| ${r.pathname} | **${r.median.score}** (${r.runs.map((x) => x.score).join(', ')}) | ${r.median.tbt.toFixed(0)} | ${r.worstTbt.toFixed(0)} | ${(r.median.lcp / 1000).toFixed(2)} | ${(r.median.fcp / 1000).toFixed(2)} | ${r.median.cls.toFixed(3)} | ${r.pass ? 'pass' : '**FAIL**'} |`,
  );
  return `## Lighthouse (mobile, default throttling, median of ${RUNS} runs, demo-a, guest)

Targets: score ≥ ${t.score}, TBT ≤ ${t.tbtMs} ms (worst run ≤ ${t.worstTbtMs} ms), CLS ≤ ${t.cls}.

| Page | score (runs) | TBT ms | worst TBT ms | LCP s | FCP s | CLS | |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

// `npm run bench:lighthouse`: the same audit alone, against its own stack (no load test first).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startStack } = await import('../../tests/support/stack');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 60_000 });
  try {
    const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : LIGHTHOUSE_PAGES;
    const results = await runLighthouse(stack.siteUrl, 'demo-a.localhost', pages);
    console.log(lighthouseReport(results));
    process.exitCode = results.every((r) => r.pass) ? 0 : 1;
  } finally {
    await stack.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
