// Runs the Playwright spec files over "lanes": each lane is one e2e stack (site + reference platform, started
// once) and one Playwright run after another, each on a few spec files taken from a shared queue. A lane can
// join while others run, so `npm test` starts a second lane the moment vitest's shared files free their core
// (decision 088). The queue is longest first, from the seconds each file took in a past run
// (tests/e2e/spec-seconds.json; a file not listed counts as the median), so the last files handed out are
// short ones and the lanes end close together.
//   node scripts/e2e-lanes.mjs [--lanes N] [spec…]   run these spec files, else all (N lanes from the start, default 2)
//   node scripts/e2e-lanes.mjs --seconds report.json  rewrite spec-seconds.json from a Playwright JSON report
// With PW_JSON_OUTPUT set, the runs' JSON reports are merged into that one file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prefixLines } from './prefixed-output.mjs';

const SECONDS_FILE = path.resolve('tests/e2e/spec-seconds.json');
const bin = (name) => path.resolve('node_modules/.bin', name);

/** Seconds per spec file (path relative to the repo) from a Playwright JSON report, retries included. */
export function secondsPerSpec(report) {
  const seconds = {};
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? []) {
      const name = `tests/e2e/${spec.file ?? file}`;
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) seconds[name] = (seconds[name] ?? 0) + result.duration / 1000;
    }
  };
  walk(report, undefined);
  return Object.fromEntries(Object.entries(seconds).map(([name, value]) => [name, Math.round(value * 10) / 10]));
}

/** Every spec file, longest first by the recorded seconds. */
export function specQueue(files, recorded) {
  const known = files
    .map((file) => recorded[file])
    .filter((value) => typeof value === 'number')
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  return files.map((file) => ({ file, seconds: recorded[file] ?? median })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
}

/**
 * The next batch for a lane: at least one file, more while the batch is short against what is left, so early
 * runs carry several light files and the last ones stay small. Each run starts a Playwright runner, a worker
 * and a browser, a few CPU-seconds before its first test (decision 095), so a batch aims at a minute at least:
 * the suite's 40 files take about 15 runs instead of 29.
 */
export function takeBatch(queue, lanes) {
  const left = queue.reduce((sum, item) => sum + item.seconds, 0);
  const target = Math.min(300, Math.max(60, left / (lanes * 1.5)));
  const batch = [queue.shift()];
  let seconds = batch[0].seconds;
  while (queue.length && seconds + queue[0].seconds <= target) {
    const next = queue.shift();
    batch.push(next);
    seconds += next.seconds;
  }
  return batch.map((item) => item.file);
}

async function waitForHealth(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e stack exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`e2e stack at ${url} did not answer within ${seconds} s`);
}

/**
 * A lane scheduler over every spec file. `addLane()` starts one more lane (its own stack on its own port);
 * `done` resolves to the exit code (0 when every run passed) once the queue is empty and every lane stopped.
 */
export function e2eLanes({ basePort = Number(process.env.E2E_PORT ?? 3100), expectedLanes = 2, specs = [], log = console.log } = {}) {
  const files = specs.length
    ? specs
    : fs
        .readdirSync('tests/e2e')
        .filter((name) => name.endsWith('.spec.ts'))
        .map((name) => `tests/e2e/${name}`);
  const recorded = fs.existsSync(SECONDS_FILE) ? JSON.parse(fs.readFileSync(SECONDS_FILE, 'utf8')) : {};
  const queue = specQueue(files, recorded);
  // One run's output, as a single Playwright run leaves it: the last run's folders go first.
  fs.rmSync('test-results', { recursive: true, force: true });
  const reportDir = process.env.PW_JSON_OUTPUT ? fs.mkdtempSync(path.join(path.dirname(process.env.PW_JSON_OUTPUT), 'lanes-')) : undefined;
  const reports = [];
  const running = new Set();
  let failed = false;
  let lanes = 0;
  let finished = false;
  let settle;
  const done = new Promise((resolve) => (settle = resolve));

  async function lane(index) {
    const name = `e2e ${index + 1}`;
    // Ten ports apart, so a lane never lands on another's site or on Playwright's own E2E_WORKERS slots.
    const port = basePort + index * 10;
    const env = { ...process.env, E2E_PORT: String(port), E2E_BASE_PORT: String(port), LOG_LEVEL: 'warn' };
    delete env.TEST_PARALLEL_INDEX;
    const stack = spawn(bin('tsx'), ['tests/support/e2e-server.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    prefixLines(`${name} stack`, stack.stderr, process.stderr);
    try {
      await waitForHealth(`http://127.0.0.1:${port}/healthz`, stack, 120);
      let run = 0;
      while (queue.length) {
        const batch = takeBatch(queue, expectedLanes);
        run += 1;
        const report = reportDir ? path.join(reportDir, `lane${index + 1}-${run}.json`) : undefined;
        if (report) reports.push(report);
        const started = Date.now();
        const code = await new Promise((resolve) => {
          const child = spawn(bin('playwright'), ['test', ...batch], {
            env: {
              ...env,
              E2E_STACK_RUNNING: '1',
              E2E_WORKERS: '1',
              // A folder per run: Playwright empties its output folder as it starts, another lane's included.
              E2E_OUTPUT_DIR: `test-results/lane${index + 1}-${run}`,
              ...(report ? { PW_JSON_OUTPUT: report } : {}),
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          prefixLines(name, child.stdout, process.stdout);
          prefixLines(name, child.stderr, process.stderr);
          child.on('close', (exit, signal) => resolve(signal ? 1 : (exit ?? 1)));
        });
        log(`[${name}] ${batch.join(' ')}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        if (code !== 0) failed = true;
      }
    } catch (error) {
      log(`[${name}] ${error.message}`);
      failed = true;
    } finally {
      stack.kill('SIGTERM');
      await new Promise((resolve) => (stack.exitCode !== null ? resolve() : stack.once('close', resolve)));
    }
  }

  function addLane() {
    if (finished || !queue.length) return;
    const run = lane(lanes++).finally(() => {
      running.delete(run);
      // A lane that could not start leaves its files queued: they count as failed, not as waiting forever.
      if (!running.size) finish();
    });
    running.add(run);
  }

  function finish() {
    finished = true;
    if (queue.length) {
      log(`[e2e] not run: ${queue.map((item) => item.file).join(' ')}`);
      failed = true;
    }
    if (reportDir) {
      fs.writeFileSync(process.env.PW_JSON_OUTPUT, JSON.stringify(mergePlaywrightReports(reports)));
      fs.rmSync(reportDir, { recursive: true, force: true });
    }
    settle(failed ? 1 : 0);
  }

  return { addLane, done };
}

/** One Playwright JSON report from several runs: suites and errors listed together, stats added. */
export function mergePlaywrightReports(files) {
  const merged = { suites: [], errors: [], stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 } };
  for (const file of files) {
    let report;
    try {
      report = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      merged.errors.push({ message: `no Playwright report at ${file}` });
      continue;
    }
    merged.suites.push(...(report.suites ?? []));
    merged.errors.push(...(report.errors ?? []));
    for (const key of Object.keys(merged.stats)) merged.stats[key] += report.stats?.[key] ?? 0;
  }
  return merged;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--seconds') {
    const seconds = secondsPerSpec(JSON.parse(fs.readFileSync(args[1], 'utf8')));
    const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(SECONDS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${SECONDS_FILE}: ${Object.keys(sorted).length} spec files`);
  } else {
    // The lanes' stacks start from one seeded template (tests/support/seeded-platform.ts), unless a runner keeps one.
    if (!process.env.PLATFORM_TEMPLATE_KEPT) {
      const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-template-'));
      process.on('exit', () => fs.rmSync(templateDir, { recursive: true, force: true }));
      process.env.PLATFORM_TEMPLATE_KEPT = path.join(templateDir, 'platform.db');
    }
    const count = args[0] === '--lanes' ? Number(args[1]) : 2;
    const lanes = e2eLanes({ expectedLanes: count, specs: args[0] === '--lanes' ? args.slice(2) : args });
    for (let index = 0; index < count; index += 1) lanes.addLane();
    process.exit(await lanes.done);
  }
}
