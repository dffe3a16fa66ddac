import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheetManifest } from '~/features/staging/brand-sheets.server';

/**
 * `npm run brand:sheet` on one brand, as an operator runs it (the production build, its own reference platform and
 * Chromium): two pages at both widths in both modes, then a second sheet compared with a copy of the first in
 * which one shot was altered.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-sheet-'));
const SHEETS = path.join(work, 'sheets');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const run = promisify(execFile);
const sheet = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/brand-sheet.ts', 'demo-a', '--pages', 'login,register', ...args], {
    env: { ...process.env, BRAND_SHEETS_DIR: SHEETS },
    maxBuffer: 4 * 1024 * 1024,
  });
const png = (file: string) => PNG.sync.read(fs.readFileSync(file));
const rowOf = (html: string, page: string) => html.match(new RegExp(`<tr data-page="${page}"[^>]*>`))?.[0] ?? '';

describe('brand:sheet', () => {
  it('shoots the pages at phone and desktop widths in light and dark, and --compare marks exactly the page that changed', { timeout: 600_000 }, async () => {
    await sheet();
    const name = fs.readFileSync(path.join(SHEETS, 'demo-a', 'latest'), 'utf8').trim();
    const first = path.join(SHEETS, 'demo-a', name);
    const manifest = readSheetManifest(first);
    expect(manifest?.shots.map((s) => s.file).sort()).toEqual(
      ['login', 'register'].flatMap((page) => ['phone', 'desktop'].flatMap((w) => ['light', 'dark'].map((m) => `${page}.${w}.${m}.png`))).sort(),
    );
    for (const shot of manifest!.shots) {
      expect(shot.status, shot.file).toBe(200);
      expect(png(path.join(first, shot.file)).width, shot.file).toBe(shot.width === 'phone' ? 390 : 1280);
    }
    // The colour mode took: a page's dark shot is not its light one.
    expect(fs.readFileSync(path.join(first, 'login.phone.dark.png')).equals(fs.readFileSync(path.join(first, 'login.phone.light.png')))).toBe(false);
    const html = fs.readFileSync(path.join(first, 'index.html'), 'utf8');
    for (const shot of manifest!.shots) expect(html).toContain(`src="${shot.file}"`);
    expect(html).not.toContain('data-changed="true"');

    // A copy of the sheet with one shot altered stands for a previous sheet in which that page looked different.
    const previous = path.join(work, 'previous');
    fs.cpSync(first, previous, { recursive: true });
    const altered = png(path.join(previous, 'register.desktop.dark.png'));
    altered.data.fill(0x7f, 0, altered.width * 4 * 120);
    fs.writeFileSync(path.join(previous, 'register.desktop.dark.png'), PNG.sync.write(altered));

    const second = path.join(work, 'second');
    const { stdout } = await sheet('--out', second, '--compare', previous);
    expect(stdout).toMatch(/Changed since .*: register \(1 of 8 shots\)/);
    const compared = readSheetManifest(second)!;
    expect(compared.compare?.changedPages).toEqual(['register']);
    expect(compared.shots.filter((s) => s.diff?.changed).map((s) => s.file)).toEqual(['register.desktop.dark.png']);
    expect(fs.existsSync(path.join(second, 'register.desktop.dark.diff.png'))).toBe(true);
    const comparedHtml = fs.readFileSync(path.join(second, 'index.html'), 'utf8');
    expect(rowOf(comparedHtml, 'register')).toContain('data-changed="true"');
    expect(rowOf(comparedHtml, 'login')).not.toContain('data-changed');
    // --out elsewhere leaves the brand's latest sheet as it was.
    expect(fs.readFileSync(path.join(SHEETS, 'demo-a', 'latest'), 'utf8').trim()).toBe(name);
  });
});
