// Runs the static checks and the two halves of `npm test` after the build: Playwright beside vitest's shared
// files, then vitest's timed files alone. One Playwright lane keeps about one core busy (Chromium drawing
// pages, then waits on the page and the site), and vitest's shared files fill the other; when they end, a
// second Playwright lane takes their core (scripts/e2e-lanes.mjs, decision 088); the files that measure
// durations wait until nothing else runs (decision 082), those that mostly wait two at a time (decision 141).
// The static checks (lint and type checks, scripts/test-checks.sh) run from the start at the idle scheduling
// class, on the CPU the halves leave unused, and the timed files wait for them too (decision 145).
//   TEST_HALVES=serial   one after the other instead, the checks first (a machine busy with other work)
// Exits non-zero if any part failed; every part runs even when an earlier one failed, so one red test
// does not hide the rest. With VITEST_JSON_OUTPUT set, vitest's two runs are merged into that one report,
// and failed checks count in it as one failed test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eLanes } from './e2e-lanes.mjs';
import { atIdlePriority } from './idle-priority.mjs';
import { mergeVitestReports } from './vitest-reports.mjs';
import { prefixLines } from './prefixed-output.mjs';

const serial = process.env.TEST_HALVES === 'serial';
const vitestReport = process.env.VITEST_JSON_OUTPUT;
const partReport = (part) => (vitestReport ? vitestReport.replace(/(\.json)?$/, `.${part}.json`) : undefined);
const bin = (name) => path.resolve('node_modules/.bin', name);

/** Runs one part with each output line prefixed by its name, resolving to its exit code and minutes. */
function run(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`[${name}] finished: ${signal ?? `exit ${code}`} in ${minutes} min`);
      resolve(code ?? 1);
    });
  });
}

/** Playwright over lanes: one now, another each time `more()` is called (a freed core), all done by `done`. */
function e2e() {
  const started = Date.now();
  const lanes = e2eLanes({ expectedLanes: serial ? 1 : 2 });
  lanes.addLane();
  const done = lanes.done.then((code) => {
    console.log(`[e2e] finished: exit ${code} in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    return code;
  });
  return { more: () => lanes.addLane(), done };
}
// Beside Playwright, vitest's shared files take one core, not two: with three busy process groups on two cores,
// tests near their time budgets ran out of it (decision 082). VITEST_WORKERS still overrides.
const vitestWorkers = (project) => (!serial && project === 'shared' && !process.env.VITEST_WORKERS ? { VITEST_WORKERS: '1' } : {});
// The platform's seeded template, made by whichever starts first (vitest's shared run or the first e2e lane's
// stack) and taken as it is by the rest: the second vitest run and every lane (seeding is ~6–10 CPU-s:
// tests/support/seeded-platform.ts); removed when all are done. Every child inherits the variable.
const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-template-'));
process.on('exit', () => fs.rmSync(templateDir, { recursive: true, force: true }));
process.env.PLATFORM_TEMPLATE_KEPT = path.join(templateDir, 'platform.db');
// The timed files' run is two projects in one vitest: the waiting pairs, then the files alone (vitest.config.ts).
const projects = { shared: ['shared'], alone: ['waiting', 'alone'] };
const vitest = (project) =>
  run(`vitest ${project}`, bin('vitest'), ['run', ...projects[project].flatMap((name) => ['--project', name])], {
    ...vitestWorkers(project),
    ...(partReport(project) ? { VITEST_JSON_OUTPUT: partReport(project) } : {}),
  });

const staticChecks = (idle) => run('checks', ...(idle ? atIdlePriority('bash', ['scripts/test-checks.sh']) : ['bash', ['scripts/test-checks.sh']]));

const started = Date.now();
let codes;
let checksCode;
if (serial) {
  checksCode = await staticChecks(false);
  codes = [await vitest('shared'), await vitest('alone'), await e2e().done];
} else {
  const checks = staticChecks(true);
  const playwright = e2e();
  const shared = vitest('shared').then((code) => {
    playwright.more();
    return code;
  });
  codes = await Promise.all([playwright.done, shared]);
  checksCode = await checks;
  codes.push(await vitest('alone'));
}

if (vitestReport) mergeVitestReports(vitestReport, ['shared', 'alone'].map(partReport), checksCode);
console.log(`test halves: ${((Date.now() - started) / 60_000).toFixed(1)} min${serial ? ' (serial)' : ''}`);
process.exit(checksCode !== 0 || codes.some((code) => code !== 0) ? 1 : 0);
