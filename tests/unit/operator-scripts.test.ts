import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundled } from '../support/script-bundle';

/** The folders the scripts import from: each runs from a bundle of them, as `npm run` runs it through tsx. */
const SOURCES = ['scripts', 'app', 'themes'];
const tsx = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, bundled(script, SOURCES, args), { env: { ...process.env, ...env }, encoding: 'utf8' });
let dirs: string[] = [];
const tempBrands = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-cli-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('operator scripts', () => {
  it('brand:new scaffolds a folder that brand:check accepts', () => {
    const root = tempBrands();
    const created = tsx('scripts/brand-new.ts', ['lucky-star'], { BRANDS_DIR: root });
    expect(created.status).toBe(0);
    expect(fs.existsSync(path.join(root, 'lucky-star', 'logo.svg'))).toBe(true);
    const check = tsx('scripts/brand-check.ts', [], { BRANDS_DIR: root });
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('lucky-star');
  });

  it('brand:new makes a draft (staging only) unless --live, and brand:check validates and marks drafts', () => {
    const root = tempBrands();
    tsx('scripts/brand-new.ts', ['new-draft'], { BRANDS_DIR: root });
    tsx('scripts/brand-new.ts', ['gone-live', '--live'], { BRANDS_DIR: root });
    const read = (id: string) => JSON.parse(fs.readFileSync(path.join(root, id, 'brand.json'), 'utf8')) as { draft?: boolean };
    expect(read('new-draft').draft).toBe(true);
    expect(read('gone-live').draft).toBeUndefined();
    const check = tsx('scripts/brand-check.ts', [], { BRANDS_DIR: root });
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/new-draft .*\[draft: staging only\]/);
    expect(check.stdout).not.toMatch(/gone-live .*draft/);
    const file = path.join(root, 'new-draft', 'brand.json');
    fs.writeFileSync(file, JSON.stringify({ ...read('new-draft'), draft: 'yes' }));
    const bad = tsx('scripts/brand-check.ts', [], { BRANDS_DIR: root });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('field "draft"');
  });

  it('staff:add writes a scrypt hash (never the password) and an authenticator secret on request', () => {
    const file = path.join(tempBrands(), 'staff.json');
    const add = (args: string[], password: string) =>
      spawnSync(process.execPath, bundled('scripts/staff-add.ts', SOURCES, [...args, '--file', file]), { input: `${password}\n`, encoding: 'utf8' });
    expect(add(['ana'], 'short').status).toBe(2);
    expect(add(['ana'], 'Ana-long-password-1').status).toBe(0);
    const withCode = add(['otto', '--totp'], 'Otto-long-password-2');
    expect(withCode.status).toBe(0);
    expect(withCode.stdout).toMatch(/otpauth:\/\/totp\/Staging:otto\?/);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('Ana-long-password-1');
    expect(text).not.toContain('Otto-long-password-2');
    const { accounts } = JSON.parse(text) as { accounts: { name: string; passwordHash: string; totpSecret?: string }[] };
    expect(accounts.map((a) => a.name)).toEqual(['ana', 'otto']);
    expect(accounts[0]!.passwordHash).toMatch(/^scrypt:16384:8:1:/);
    expect(accounts[0]!.totpSecret).toBeUndefined();
    expect(accounts[1]!.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('brand:new refuses a bad id and an existing folder', () => {
    const root = tempBrands();
    expect(tsx('scripts/brand-new.ts', ['Bad Id'], { BRANDS_DIR: root }).status).toBe(2);
    tsx('scripts/brand-new.ts', ['twice'], { BRANDS_DIR: root });
    expect(tsx('scripts/brand-new.ts', ['twice'], { BRANDS_DIR: root }).status).toBe(1);
  });

  it('brand:check exits 1 naming the file and field of a broken brand', () => {
    const root = tempBrands();
    tsx('scripts/brand-new.ts', ['broken'], { BRANDS_DIR: root });
    const file = path.join(root, 'broken', 'brand.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), defaultLanguage: 42 }));
    const check = tsx('scripts/brand-check.ts', [], { BRANDS_DIR: root });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(file);
    expect(check.stderr).toContain('field "defaultLanguage"');
  });

  it('the shipped demo brands are all valid', () => {
    const out = execFileSync(process.execPath, bundled('scripts/brand-check.ts', SOURCES), { encoding: 'utf8' });
    expect(out).toMatch(/3 brands valid/);
  });
});
