// Prints "N passed, N failed" from vitest's and Playwright's JSON reports (either may be missing
// when an earlier step failed; a missing report counts as one failure so CI can't go green by skipping).
import fs from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites && !vitest.numFailedTests ? vitest.numFailedTestSuites : 0);
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else {
  console.log(`no vitest report at ${vitestFile}`);
  failed += 1;
}

const playwright = read(playwrightFile);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
  if (playwright.errors?.length) failed += playwright.errors.length;
} else {
  console.log(`no Playwright report at ${playwrightFile}`);
  failed += 1;
}

// Name what failed (and what passed only on a retry) just above the count, so a log's tail says which test to read.
for (const line of [...vitestProblems(vitest), ...playwrightProblems(playwright)]) console.log(line);

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

function firstLine(text) {
  return (
    String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 240) ?? ''
  );
}

function vitestProblems(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) lines.push(`failed: vitest ${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && !failedTests.length) lines.push(`failed: vitest ${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

function playwrightProblems(report) {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
        const label = test.status === 'flaky' ? 'flaky (passed on retry)' : 'failed';
        lines.push(`${label}: playwright ${spec.file}:${spec.line} ${spec.title}: ${firstLine(error)}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  for (const error of report?.errors ?? []) lines.push(`failed: playwright: ${firstLine(error.message)}`);
  return lines;
}
