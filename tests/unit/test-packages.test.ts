import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm test` and CI start with scripts/test-packages.sh. These tests play a machine with none, or all, of
// the Debian packages: a PATH of stubs only (dpkg-query, id, sudo, apt-get, service record what they were
// asked), so the real machine's packages are invisible and nothing is installed for real.
const PACKAGES = ['chromium', 'chromium-headless-shell', 'redis-server', 'nginx', 'fonts-noto-core', 'fonts-noto-cjk'];
const bash = execFileSync('sh', ['-c', 'command -v bash'], { encoding: 'utf8' }).trim();
const grep = execFileSync('sh', ['-c', 'command -v grep'], { encoding: 'utf8' }).trim();

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

type Machine = { root: boolean; sudo: boolean; installed: boolean; aptFails?: boolean };

function playMachine({ root, sudo, installed, aptFails = false }: Machine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-packages-'));
  dirs.push(dir);
  const bin = path.join(dir, 'bin');
  const sbin = path.join(dir, 'sbin');
  const calls = path.join(dir, 'calls.log');
  fs.mkdirSync(bin);
  fs.mkdirSync(sbin);
  fs.writeFileSync(calls, '');
  const stub = (where: string, name: string, body: string) =>
    fs.writeFileSync(path.join(where, name), `#!${bash}\necho "${name} $*" >> ${calls}\n${body}\n`, { mode: 0o755 });
  fs.symlinkSync(grep, path.join(bin, 'grep'));
  stub(bin, 'id', `echo ${root ? 0 : 1000}`);
  stub(bin, 'sudo', sudo ? '[ "$1" = -n ] && shift; [ "$1" = true ] && exit 0; exec "$@"' : 'exit 1');
  stub(bin, 'dpkg-query', installed ? 'printf "install ok installed"' : 'exit 1');
  stub(bin, 'apt-get', aptFails ? 'exit 100' : 'exit 0');
  stub(bin, 'service', 'exit 0');
  if (installed) {
    stub(bin, 'chromium', 'exit 0');
    stub(bin, 'chromium-headless-shell', 'exit 0');
    stub(sbin, 'redis-server', 'exit 0');
    stub(sbin, 'nginx', 'exit 0');
  }
  const run = spawnSync(bash, ['scripts/test-packages.sh'], {
    env: { NODE_ENV: 'test', PATH: bin, TEST_PACKAGES_SYSTEM_BINS: sbin, HOME: dir },
    encoding: 'utf8',
  });
  const log = fs.readFileSync(calls, 'utf8');
  return { ...run, calls: log, aptInstalls: log.split('\n').filter((line) => line.startsWith('apt-get install')) };
}

describe('scripts/test-packages.sh on a fresh machine', () => {
  it('finds nothing missing on a machine that has every package, and installs nothing', () => {
    const run = playMachine({ root: false, sudo: false, installed: true });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
    expect(run.calls).not.toContain('apt-get');
  });

  it('without root or sudo, stops at once naming every missing package and the one command to run', () => {
    const run = playMachine({ root: false, sudo: false, installed: false });
    expect(run.status).toBe(1);
    for (const name of PACKAGES) expect(run.stderr).toContain(name);
    expect(run.stderr).toContain('sudo scripts/test-packages.sh');
    expect(run.calls).not.toContain('apt-get');
  });

  it('as root, installs exactly the missing packages and stops the services they start', () => {
    const run = playMachine({ root: true, sudo: false, installed: false });
    expect(run.status).toBe(0);
    expect(run.aptInstalls).toHaveLength(1);
    for (const name of PACKAGES) expect(run.aptInstalls[0]).toContain(name);
    expect(run.calls).toContain('service redis-server stop');
    expect(run.calls).toContain('service nginx stop');
  });

  it('with passwordless sudo, installs through sudo', () => {
    const run = playMachine({ root: false, sudo: true, installed: false });
    expect(run.status).toBe(0);
    expect(run.calls).toContain('sudo -n apt-get install');
    expect(run.aptInstalls).toHaveLength(1);
  });

  it('when apt-get fails, exits 1 and names the command to run by hand', () => {
    const run = playMachine({ root: true, sudo: false, installed: false, aptFails: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('sudo scripts/test-packages.sh');
  });
});
