import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { samplesOf, whoRan, type ProfileData, type Sample } from './long-task-sources';

/**
 * What the main thread does while a page loads on a phone profile, from a Chromium trace: each task
 * of 12.5 ms or more (Lighthouse's simulation slows the CPU 4×, so these become its 50 ms long tasks),
 * its wall time beside its thread time (the gap is the host taking the core away), and what ran in it.
 * Pages are loaded in turns (A, B, A, B…) so each side sees the same load on a shared machine.
 *
 *   npx tsx scripts/bench/long-tasks.ts [--runs N] [--json DIR] label=url label=url …
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LONG_MS = 12.5;
const SLOWDOWN = 4;
const CATEGORIES = [
  'disabled-by-default-v8.cpu_profiler',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

type EventData = { url?: string; functionName?: string; type?: string } & ProfileData;
type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: EventData; beginData?: { url?: string }; url?: string; fileName?: string };
};
export type LongTask = { at: number; dur: number; tdur: number; what: string[] };
export type PageTrace = {
  label: string;
  tasks: LongTask[];
  mainDur: number;
  mainTdur: number;
  simulatedTbt: number;
  pageTbt: number;
  hostShare: number;
  fcp: number;
};

/** Lighthouse's mobile screen: a mid-range phone. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

const short = (url: string) =>
  url
    .replace(/^.*\/build\//, '')
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 60);

/** The renderer's main thread of the traced page: the one that parsed its HTML. */
function mainThread(events: TraceEvent[], pathname: string) {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(pathname));
  if (!parse) throw new Error(`no ParseHTML of ${pathname} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** A few words on what a task held: scripts evaluated, functions called, timers, events, layout. */
function describe(children: TraceEvent[]): string[] {
  const out = new Map<string, number>();
  const add = (key: string, ms: number) => out.set(key, (out.get(key) ?? 0) + ms);
  for (const e of children) {
    const ms = (e.dur ?? 0) / 1000;
    const d = e.args?.data ?? {};
    if (e.name === 'EvaluateScript') add(`eval ${short(d.url ?? 'inline')}`, ms);
    else if (e.name === 'v8.evaluateModule') add(`module ${short(d.url ?? e.args?.url ?? '')}`, ms);
    else if (e.name === 'FunctionCall') add(`call ${d.functionName || '(anon)'}@${short(d.url ?? '')}`, ms);
    else if (e.name === 'TimerFire') add('timer', ms);
    else if (e.name === 'FireAnimationFrame') add('rAF', ms);
    else if (e.name === 'FireIdleCallback') add('idle callback', ms);
    else if (e.name === 'EventDispatch') add(`event ${d.type}`, ms);
    else if (e.name === 'ParseHTML') add('parse HTML', ms);
    else if (e.name === 'Layout') add('layout', ms);
    else if (e.name === 'UpdateLayoutTree') add('style', ms);
    else if (e.name === 'Paint' || e.name === 'PrePaint') add('paint', ms);
    else if (e.name === 'v8.compile' || e.name === 'v8.compileModule') add(`compile ${short(d.url ?? e.args?.fileName ?? '')}`, ms);
    else if (e.name === 'MajorGC' || e.name === 'MinorGC' || e.name === 'V8.GC_SCAVENGER' || e.name === 'V8.GCFinalizeMC') add('gc', ms);
  }
  return [...out]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
}

export function readTrace(label: string, events: TraceEvent[], pathname: string): PageTrace {
  const { pid, tid } = mainThread(events, pathname);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  // The outermost task only: Chromium nests RunTask inside ThreadControllerImpl::RunTask.
  const runs = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const top: TraceEvent[] = [];
  for (const e of runs) {
    const last = top[top.length - 1];
    if (last && e.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(e);
  }
  const nav = events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ?? top[0]?.ts ?? 0;
  const fcpEvent = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  const samples: Sample[] = samplesOf(events, pid, tid);
  const tasks: LongTask[] = [];
  let mainDur = 0;
  let mainTdur = 0;
  for (const t of top) {
    const dur = (t.dur ?? 0) / 1000;
    const tdur = (t.tdur ?? t.dur ?? 0) / 1000;
    mainDur += dur;
    mainTdur += tdur;
    if (dur < LONG_MS && tdur < LONG_MS) continue;
    const end = t.ts + (t.dur ?? 0);
    const children = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts < end);
    const inTask = samples.filter((x) => x.ts >= t.ts && x.ts < end);
    tasks.push({ at: (t.ts - nav) / 1000, dur, tdur, what: [...describe(children), ...whoRan(inTask)] });
  }
  const blocking = (ms: number) => Math.max(0, ms * SLOWDOWN - 50);
  const simulatedTbt = tasks.reduce((s, t) => s + blocking(t.dur), 0);
  // The page's own share: the same sum over thread time, what the tasks would last on an idle core.
  const pageTbt = tasks.reduce((s, t) => s + blocking(t.tdur), 0);
  return {
    label,
    tasks,
    mainDur,
    mainTdur,
    simulatedTbt,
    pageTbt,
    hostShare: simulatedTbt - pageTbt,
    fcp: fcpEvent ? (fcpEvent.ts - nav) / 1000 : Number.NaN,
  };
}

async function traceOnce(browser: Browser, label: string, url: string): Promise<PageTrace> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Until the page has come alive (the root's marker; a busy host takes seconds past load), then the work it
    // defers to idle (sliders, motion), which lands within a few seconds, as Lighthouse waits for.
    // Polled twice a second: Playwright's default polls every frame, which adds tasks to the thread measured.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000, polling: 500 }).catch(() => undefined);
    await page.waitForTimeout(4000);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    return readTrace(label, events, new URL(url).pathname);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function loadAverage(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
}

/** Requests each page a few times first, so a cold server cache is not what is measured. */
function warm(url: string) {
  return new Promise<void>((resolve) => {
    http
      .get(url.replace('demo-a.localhost', '127.0.0.1'), { headers: { host: 'demo-a.localhost' } }, (res) => res.resume().on('end', resolve))
      .on('error', () => resolve());
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
  const jsonAt = args.indexOf('--json');
  const jsonDir = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
  const targets = args.map((a) => ({ label: a.slice(0, a.indexOf('=')), url: a.slice(a.indexOf('=') + 1) }));
  for (const t of targets) for (let i = 0; i < 3; i++) await warm(t.url);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const all = new Map<string, PageTrace[]>(targets.map((t) => [t.label, []]));
  try {
    for (let round = 0; round < runs; round++) {
      for (const t of round % 2 ? [...targets].reverse() : targets) {
        const load = loadAverage();
        const r = await traceOnce(browser, t.label, t.url);
        all.get(t.label)!.push(r);
        console.log(
          `${t.label} run ${round + 1} (load ${load}): main thread ${r.mainDur.toFixed(0)} ms wall / ${r.mainTdur.toFixed(0)} ms cpu; ` +
            `simulated TBT ${r.simulatedTbt.toFixed(0)} ms: page ${r.pageTbt.toFixed(0)}, host ${r.hostShare.toFixed(0)}; FCP ${r.fcp.toFixed(0)} ms`,
        );
        for (const task of r.tasks.filter((x) => x.tdur >= 5))
          console.log(`   @${task.at.toFixed(0)} ${task.dur.toFixed(1)} ms (cpu ${task.tdur.toFixed(1)}): ${task.what.join(' | ')}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    '\n| page | runs | main thread wall ms | cpu ms | tasks ≥ 12.5 ms cpu | simulated TBT ms | of it the page | of it the host |\n|---|---|---|---|---|---|---|---|',
  );
  for (const [label, rs] of all) {
    console.log(
      `| ${label} | ${rs.length} | ${median(rs.map((r) => r.mainDur)).toFixed(0)} | ${median(rs.map((r) => r.mainTdur)).toFixed(0)} | ${median(rs.map((r) => r.tasks.filter((t) => t.tdur >= LONG_MS).length))} | ${median(rs.map((r) => r.simulatedTbt)).toFixed(0)} | ${median(rs.map((r) => r.pageTbt)).toFixed(0)} | ${median(rs.map((r) => r.hostShare)).toFixed(0)} |`,
    );
  }
  if (jsonDir) fs.writeFileSync(`${jsonDir}/long-tasks-${Date.now()}.json`, JSON.stringify(Object.fromEntries(all)));
}
