import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { atIdlePriority } from '../../scripts/idle-priority.mjs';
import { mergeVitestReports } from '../../scripts/vitest-reports.mjs';

/**
 * `npm test` runs lint and the type checks side by side (scripts/test-checks.sh). Run in parallel, a failure
 * of either must still fail the run and show its output: here `npm` and `npx` are stand-ins that print what
 * they were asked and exit with the status the test gives them. The checks run beside the test halves at the
 * idle scheduling class, and a failure must still reach CI's count.
 */
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'test-checks-'));
for (const [name, status] of [
  ['npm', 'LINT_STATUS'],
  ['npx', 'TYPES_STATUS'],
] as const) {
  fs.writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*"\nexit \${${status}:-0}\n`, { mode: 0o755 });
}
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

const run = (lint: number, types: number) =>
  spawnSync('bash', ['scripts/test-checks.sh'], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, LINT_STATUS: String(lint), TYPES_STATUS: String(types) },
    encoding: 'utf8',
  });

describe('the static checks of npm test', () => {
  it('runs the lint and both type checks and passes when they pass', () => {
    const { status, stdout } = run(0, 0);
    expect(status).toBe(0);
    expect(stdout).toContain('npm run --silent lint');
    expect(stdout).toContain('npx tsc --noEmit\n');
    expect(stdout).toContain('npx tsc --noEmit -p platform');
  });

  it('fails, with the failing half named and its output shown, when either half fails', () => {
    const lint = run(1, 0);
    expect(lint.status).not.toBe(0);
    expect(lint.stdout).toMatch(/lint failed:\nnpm run --silent lint/);
    const types = run(0, 2);
    expect(types.status).not.toBe(0);
    expect(types.stdout).toMatch(/type check failed:\nnpx tsc --noEmit\n/);
    // The platform's check does not run after the site's failed.
    expect(types.stdout).not.toContain('-p platform');
  });
});

describe('the static checks beside the test halves', () => {
  it('run at the idle scheduling class, which the processes they start inherit', () => {
    const [command, args] = atIdlePriority('sh', ['-c', 'chrt -p $$; sh -c "chrt -p \\$\\$"']);
    const { status, stdout } = spawnSync(command, args, { encoding: 'utf8' });
    expect(status).toBe(0);
    expect(stdout.match(/SCHED_IDLE/g)).toHaveLength(2);
  });

  it("count as one failed test in CI's summary when they fail, and not at all when they pass", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'merged-report-'));
    try {
      const part = path.join(dir, 'part.json');
      fs.writeFileSync(part, JSON.stringify({ numTotalTests: 3, numPassedTests: 3, success: true, testResults: [] }));
      const summary = (checksCode: number) => {
        mergeVitestReports(path.join(dir, 'vitest.json'), [part], checksCode);
        fs.writeFileSync(path.join(dir, 'playwright.json'), JSON.stringify({ stats: { expected: 2 } }));
        return spawnSync('node', ['scripts/ci-summary.mjs', path.join(dir, 'vitest.json'), path.join(dir, 'playwright.json')], {
          encoding: 'utf8',
        });
      };
      const failed = summary(1);
      expect(failed.status).not.toBe(0);
      expect(failed.stdout).toContain('failed: vitest scripts/test-checks.sh > the static checks: lint or a type check failed');
      expect(failed.stdout.trim().split('\n').at(-1)).toBe('5 passed, 1 failed');
      const passed = summary(0);
      expect(passed.status).toBe(0);
      expect(passed.stdout.trim()).toBe('5 passed, 0 failed');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
