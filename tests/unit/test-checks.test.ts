import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm test` runs lint and the type checks side by side (scripts/test-checks.sh). Run in parallel, a failure
 * of either must still fail the run and show its output: here `npm` and `npx` are stand-ins that print what
 * they were asked and exit with the status the test gives them.
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
