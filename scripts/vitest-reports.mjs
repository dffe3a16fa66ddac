// vitest's JSON reports of `npm test`'s parts, merged into the one report CI counts (scripts/ci-summary.mjs).
import fs from 'node:fs';

/**
 * One vitest JSON report from several: counts added, test files listed together; a missing part counts as a
 * failed file, and failed static checks as one failed test (so CI's count is not green while lint is red).
 */
export function mergeVitestReports(target, parts, checksCode) {
  const merged = {
    numTotalTests: 0,
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    numFailedTestSuites: 0,
    success: true,
    testResults: [],
  };
  for (const part of parts) {
    let report;
    try {
      report = JSON.parse(fs.readFileSync(part, 'utf8'));
    } catch {
      merged.numFailedTestSuites += 1;
      merged.success = false;
      continue;
    }
    for (const key of ['numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numFailedTestSuites'])
      merged[key] += report[key] ?? 0;
    merged.success &&= report.success !== false;
    merged.testResults.push(...(report.testResults ?? []));
  }
  if (checksCode !== 0) {
    const message = 'lint or a type check failed: its output is in the "[checks]" lines above';
    merged.numTotalTests += 1;
    merged.numFailedTests += 1;
    merged.success = false;
    merged.testResults.push({
      name: 'scripts/test-checks.sh',
      status: 'failed',
      message,
      assertionResults: [{ status: 'failed', title: 'the static checks', fullName: 'the static checks', failureMessages: [message] }],
    });
  }
  fs.writeFileSync(target, JSON.stringify(merged));
}
