import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from 'playwright';
import { CHROMIUM_ARGS } from '../../tests/support/chromium-args';
import { startAbSites } from './ab-sites';

/**
 * The browser's main-thread work for one page load, from Chromium's own counters (CDP `Performance.getMetrics`):
 * task, script, layout and style time from navigation until the page has hydrated (the root's `data-hydrated`) and
 * then a few seconds more (what it defers to idle), with the CPU slowed as Lighthouse's mobile run does (4×). The
 * durations are read in the thread's own time (`threadTicks`), so what the host takes away on a shared machine does
 * not count; Chromium's slowdown counts in that time too (about 5× at 4, and noisier), so `--slowdown 1` reads the
 * page's own work most steadily. This tree's production build and another's (`--other`, a built worktree) are loaded in
 * turns, in the e2e specs' Chromium (playwright.config.ts), each page in a fresh context at 390 px and at desktop.
 *
 *   npx tsx scripts/bench/main-thread.ts --other DIR [--rounds N] [--slowdown 4] [--pages a-index,b-index,rng,promotions,member-index]
 *     [--viewports phone,desktop] [--settle-ms N] [--reduced-motion] [--plain-art] [--json FILE]
 *   npm run bench -- --main-thread [same options]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1]! : fallback;
};
const ROUNDS = Number(option('--rounds', '5'));
const OTHER = option('--other', '');
if (!OTHER) {
  console.error('usage: npm run bench -- --main-thread --other <a built worktree to compare with> [options]');
  process.exit(2);
}
const SETTLE_MS = Number(option('--settle-ms', '3000'));
const SLOWDOWN = Number(option('--slowdown', '4'));
const REDUCED_MOTION = args.includes('--reduced-motion');
const JSON_FILE = args.includes('--json') ? option('--json', '') : null;
/**
 * `--plain-art`: the reference platform's art (game tiles, banners) answered with a 1×1 PNG, to read the site's own
 * share apart from the art's. (Until decision 146 the art was SVG, each image a small document drawn on the page's
 * main thread: −28 % of guest `/index`'s main-thread time when answered so.)
 */
const PLAIN_ART = args.includes('--plain-art');
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Target = { name: string; host: string; path: string; player?: { username: string; password: string } };
const TARGETS: Target[] = [
  { name: 'a-index', host: 'demo-a.localhost', path: '/index' },
  { name: 'b-index', host: 'demo-b.localhost', path: '/index' },
  { name: 'rng', host: 'demo-a.localhost', path: '/rng' },
  { name: 'promotions', host: 'demo-a.localhost', path: '/promotions' },
  { name: 'member-index', host: 'demo-a.localhost', path: '/index', player: { username: 'vipwhale', password: 'Whale12345' } },
];
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

const pages = option('--pages', TARGETS.map((t) => t.name).join(',')).split(',');
const viewports = option('--viewports', 'phone,desktop').split(',') as ViewportName[];
const targets = TARGETS.filter((t) => pages.includes(t.name));

/** The counters read; durations in ms of the main thread's own time. */
const FIELDS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'LayoutCount', 'RecalcStyleCount', 'Nodes'] as const;
type Field = (typeof FIELDS)[number];
type Reading = Record<Field, number>;
type Sample = { hydrated: Reading; settled: Reading; hydratedAtMs: number };

async function readMetrics(cdp: CDPSession): Promise<Reading> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const byName = new Map(metrics.map((m) => [m.name, m.value]));
  const seconds = (name: string) => (byName.get(name) ?? Number.NaN) * 1000;
  return {
    TaskDuration: seconds('TaskDuration'),
    ScriptDuration: seconds('ScriptDuration'),
    LayoutDuration: seconds('LayoutDuration'),
    RecalcStyleDuration: seconds('RecalcStyleDuration'),
    LayoutCount: byName.get('LayoutCount') ?? Number.NaN,
    RecalcStyleCount: byName.get('RecalcStyleCount') ?? Number.NaN,
    Nodes: byName.get('Nodes') ?? Number.NaN,
  };
}

const minus = (a: Reading, b: Reading) => Object.fromEntries(FIELDS.map((f) => [f, f === 'Nodes' ? a[f] : a[f] - b[f]])) as Reading;

async function loadOnce(browser: Browser, siteUrl: string, target: Target, viewport: ViewportName): Promise<Sample> {
  const port = new URL(siteUrl).port;
  const origin = `http://${target.host}:${port}`;
  const context = await browser.newContext({ ...VIEWPORTS[viewport], reducedMotion: REDUCED_MOTION ? 'reduce' : 'no-preference' });
  try {
    if (PLAIN_ART) await context.route(/\/(cdn|img)\/(game|banner)\//, (route) => route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }));
    const page = await context.newPage();
    // The page's own renderer: a first navigation to the site's origin, so the measured one stays in its process.
    await page.goto(`${origin}/healthz`);
    if (target.player) {
      // Signed in as the site's own form does (its Origin, the browser's cookie jar: a __Host- cookie on this build).
      const fields = { ...target.player, intent: 'login', redirectTo: '/index' };
      await Promise.all([
        page.waitForURL(`${origin}/index`, { waitUntil: 'commit' }),
        page.evaluate(`(() => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/login';
          for (const [name, value] of Object.entries(${JSON.stringify(fields)})) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            form.append(input);
          }
          document.body.append(form);
          form.submit();
        })()`),
      ]);
      if (!(await context.cookies()).some((c) => c.name.endsWith('wl_session'))) throw new Error(`login as ${target.player.username} failed`);
      await page.goto(`${origin}/healthz`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const before = await readMetrics(cdp);
    const started = Date.now();
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 120_000 });
    // Resolved by the attribute's change itself, so the wait adds no polling task to the thread measured (a string:
    // tsx's named functions would not survive the trip into the page).
    await page.evaluate(`new Promise((resolve) => {
      const root = document.documentElement;
      if (root.dataset.hydrated === 'true') return resolve();
      new MutationObserver((_, observer) => {
        if (root.dataset.hydrated === 'true') { observer.disconnect(); resolve(); }
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    })`);
    const hydratedAtMs = Date.now() - started;
    const hydrated = minus(await readMetrics(cdp), before);
    await page.waitForTimeout(SETTLE_MS);
    const settled = minus(await readMetrics(cdp), before);
    return { hydrated, settled, hydratedAtMs };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => fs.existsSync(candidate));
const sites = await startAbSites(OTHER, async () => undefined);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? debianChromium, args: CHROMIUM_ARGS });
const results = new Map<string, Sample[]>();
const key = (site: string, target: string, viewport: string) => `${site} ${target} ${viewport}`;
try {
  // A first load of each page on each site, unmeasured: server caches and Chromium's code cache warm.
  for (const site of sites) for (const t of targets) await loadOnce(browser, site.stack.siteUrl, t, viewports[0]!);
  for (let round = 0; round < ROUNDS; round++) {
    const load = os.loadavg()[0]!.toFixed(1);
    for (const t of targets)
      for (const v of viewports)
        for (const site of round % 2 ? [...sites].reverse() : sites) {
          const sample = await loadOnce(browser, site.stack.siteUrl, t, v);
          const k = key(site.name, t.name, v);
          results.set(k, [...(results.get(k) ?? []), sample]);
          console.log(
            `round ${round + 1} load ${load} ${k}: task ${sample.hydrated.TaskDuration.toFixed(0)} → ${sample.settled.TaskDuration.toFixed(0)} ms, ` +
              `script ${sample.settled.ScriptDuration.toFixed(0)}, layout ${sample.settled.LayoutDuration.toFixed(0)}, style ${sample.settled.RecalcStyleDuration.toFixed(0)}, ` +
              `hydrated at ${sample.hydratedAtMs} ms`,
          );
        }
  }
} finally {
  await browser.close();
  for (const site of sites) await site.stack.close();
}

console.log(
  `\nMedians of ${ROUNDS} (main-thread ms in thread time, CPU ${SLOWDOWN}× slower; "to hydrated" / "+${SETTLE_MS / 1000} s"), load now ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log('| page | viewport | tree | task to hydrated | task settled | script | layout | style | layouts | style passes | nodes |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const t of targets)
  for (const v of viewports)
    for (const site of sites) {
      const samples = results.get(key(site.name, t.name, v)) ?? [];
      const m = (pick: (s: Sample) => number) => median(samples.map(pick)).toFixed(0);
      console.log(
        `| ${t.name} | ${v} | ${site.name} | ${m((s) => s.hydrated.TaskDuration)} | ${m((s) => s.settled.TaskDuration)} | ${m((s) => s.settled.ScriptDuration)} | ` +
          `${m((s) => s.settled.LayoutDuration)} | ${m((s) => s.settled.RecalcStyleDuration)} | ${m((s) => s.settled.LayoutCount)} | ${m((s) => s.settled.RecalcStyleCount)} | ${m((s) => s.settled.Nodes)} |`,
      );
    }
if (JSON_FILE) fs.writeFileSync(path.resolve(JSON_FILE), JSON.stringify(Object.fromEntries(results), null, 1));
