import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { adminBundle, platformAdminHere } from '../support/admin';
import { copySeededTemplate } from '../support/seeded-platform';

// Tests run the operator console from a bundle (tests/support/admin.ts); this keeps it the same console
// operators run with `npm run platform:admin`: same output, same exit codes, same writes.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bundle-'));
const dbPath = path.join(dir, 'platform.db');
copySeededTemplate(dbPath);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (viaTsx: boolean, ...args: string[]) => {
  const entry = viaTsx ? ['--import', 'tsx', 'platform/admin.ts'] : [adminBundle()];
  const out = spawnSync(process.execPath, [...entry, ...args], { env: { ...process.env, PLATFORM_DB: dbPath }, encoding: 'utf8' });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
};

describe('the bundled operator console', () => {
  it('answers as npm run platform:admin does and writes what it writes', () => {
    // One tsx run each way (they are the slow ones); the bundle's runs are cheap.
    expect(run(false, 'status', 'demoa01', 'maintenance').status).toBe(0);
    const viaTsx = run(true, 'show', 'demoa01');
    expect(viaTsx.status).toBe(0);
    expect(viaTsx.stdout).toContain('status maintenance');
    expect(run(false, 'show', 'demoa01')).toEqual(viaTsx);
    const refused = run(false, 'status', 'nosuch', 'normal');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('unknown merchant "nosuch"');
    expect(run(false, 'no-such-command').status).toBe(2);
    // Each source keeps its own address (a database behind the migrations reads them from beside db/migrate.ts).
    const bundled = fs.readFileSync(adminBundle(), 'utf8');
    expect(bundled).not.toContain('import.meta.url');
    expect(bundled).toContain(JSON.stringify(pathToFileURL(path.resolve('platform/db/migrate.ts')).href));
  });

  it('answers in the test’s own process (platformAdminHere) as the console does, and refuses with its exit code', async () => {
    for (const args of [
      ['show', 'demoa01'],
      ['deposit', 'list', 'demoa01', 'PENDING'],
    ])
      expect(await platformAdminHere(dbPath, ...args)).toBe(run(false, ...args).stdout);
    // A write made here is the console's to read.
    expect(await platformAdminHere(dbPath, 'smsquota', 'demoa01', '7')).toBe('demoa01: SMS quota 7\n');
    expect(run(false, 'show', 'demoa01').stdout).toContain('quota 7');
    await expect(platformAdminHere(dbPath, 'status', 'nosuch', 'normal')).rejects.toThrow('exited with 1:\nunknown merchant "nosuch"');
    // Thrown as execFileSync throws the process's refusal, so a test reading its exit code or its words reads the same.
    const refusedHere = (await platformAdminHere(dbPath, 'status', 'nosuch', 'normal').catch((error: unknown) => error)) as Record<string, unknown>;
    expect({ status: refusedHere.status, stdout: refusedHere.stdout, stderr: refusedHere.stderr }).toEqual(run(false, 'status', 'nosuch', 'normal'));
    await expect(platformAdminHere(dbPath, 'no-such-command')).rejects.toThrow(/exited with 2:\nusage:/);
  });

  it('seeds a database the platform never started on, and only that one: a read beside a busy platform waits on no lock', () => {
    const fresh = path.join(dir, 'fresh.db');
    const viaFresh = spawnSync(process.execPath, [adminBundle(), 'show', 'demoa01'], { env: { ...process.env, PLATFORM_DB: fresh }, encoding: 'utf8' });
    expect(viaFresh.status, viaFresh.stderr).toBe(0);
    expect(viaFresh.stdout).toContain('demoa01');

    // The running platform holds the write lock (a long money move, a busy moment); a `show` only reads.
    const platform = new Database(dbPath);
    platform.exec('BEGIN IMMEDIATE');
    try {
      const started = Date.now();
      const shown = run(false, 'show', 'demoa01');
      expect(shown.status, shown.stderr).toBe(0);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      platform.exec('ROLLBACK');
      platform.close();
    }
  });
});
