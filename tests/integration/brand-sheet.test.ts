import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheetManifest } from '~/features/staging/brand-sheets.server';
import { bundled } from '../support/script-bundle';

/**
 * `npm run brand:sheet` on one brand, as an operator runs it (the production build, its own reference platform and
 * Chromium): a page at both widths in both modes; a second sheet of the same tree compares equal, and a sheet of a
 * copy of the brands in which one dark colour changed compares changed on exactly that shot. The sheets after the
 * first shoot only what their assertions read (a shot costs seconds, the home page's most): the animated home page
 * (its jackpot ticks, its banners move) and the sign-up page (its captcha picture changes with every load), each of
 * which must hold still or be masked for two sheets to agree.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-sheet-'));
const SHEETS = path.join(work, 'sheets');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const run = promisify(execFile);
/**
 * The sheets are shot with Debian's headless shell where it is installed, as the e2e specs are (playwright.config.ts,
 * decision 082): the same Blink without the full browser's UI, ~3 CPU-s less for the file's three sheets (decision
 * 144). What this file checks is the script's (shots, sizes, modes, manifest, --compare), not which Chromium draws.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const chromium: Record<string, string> = process.env.CHROMIUM_PATH || !fs.existsSync(SHELL) ? {} : { CHROMIUM_PATH: SHELL };
/** The folders `npm run brand:sheet` reads sources from: it runs from a bundle of them (tests/support/script-bundle.ts). */
const SHEET_SOURCES = ['scripts', 'app', 'themes', 'platform', 'server', 'tests/support'];
const sheet = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, bundled('scripts/brand-sheet.ts', SHEET_SOURCES, ['demo-a', ...args]), {
    env: { ...process.env, ...chromium, BRAND_SHEETS_DIR: SHEETS, ...env },
    maxBuffer: 4 * 1024 * 1024,
  });
const png = (file: string) => PNG.sync.read(fs.readFileSync(file));
const rowOf = (html: string, page: string) => html.match(new RegExp(`<tr data-page="${page}"[^>]*>`))?.[0] ?? '';

describe('brand:sheet', () => {
  it(
    'shoots the pages at phone and desktop widths in light and dark; --compare finds a sheet of the same tree equal and a changed colour changed',
    { timeout: 900_000 },
    async () => {
      await sheet(['--pages', 'home,register']);
      const name = fs.readFileSync(path.join(SHEETS, 'demo-a', 'latest'), 'utf8').trim();
      const first = path.join(SHEETS, 'demo-a', name);
      const manifest = readSheetManifest(first);
      expect(manifest?.shots.map((s) => s.file).sort()).toEqual(
        ['home', 'register'].flatMap((page) => ['phone', 'desktop'].flatMap((w) => ['light', 'dark'].map((m) => `${page}.${w}.${m}.png`))).sort(),
      );
      for (const shot of manifest!.shots) {
        expect(shot.status, shot.file).toBe(200);
        expect(png(path.join(first, shot.file)).width, shot.file).toBe(shot.width === 'phone' ? 390 : 1280);
      }
      // The colour mode took: a page's dark shot is not its light one.
      expect(fs.readFileSync(path.join(first, 'register.phone.dark.png')).equals(fs.readFileSync(path.join(first, 'register.phone.light.png')))).toBe(false);
      const html = fs.readFileSync(path.join(first, 'index.html'), 'utf8');
      for (const shot of manifest!.shots) expect(html).toContain(`src="${shot.file}"`);
      expect(html).not.toContain('data-changed="true"');

      // The same tree shot again (another stack, another browser) compares equal: nothing moved with the clock or the
      // load. The previous sheet carries a few stray edge pixels in the header, as a loaded machine once drew them.
      const previous = path.join(work, 'previous');
      fs.cpSync(first, previous, { recursive: true });
      const specked = png(path.join(previous, 'home.phone.dark.png'));
      for (const [x, y] of [
        [40, 20],
        [120, 31],
        [200, 24],
        [333, 37],
      ] as const) {
        const at = (y * specked.width + x) * 4;
        for (let c = 0; c < 3; c++) specked.data[at + c] = (specked.data[at + c]! + 96) % 256;
      }
      fs.writeFileSync(path.join(previous, 'home.phone.dark.png'), PNG.sync.write(specked));
      const again = path.join(work, 'again');
      const PHONE_DARK = ['--pages', 'register', '--widths', 'phone', '--modes', 'dark'];
      const same = await sheet(['--pages', 'home,register', '--widths', 'phone', '--modes', 'dark', '--out', again, '--compare', previous]);
      expect(same.stdout).toMatch(/No page changed since /);
      const sameManifest = readSheetManifest(again)!;
      expect(sameManifest.compare?.changedPages).toEqual([]);
      expect(sameManifest.shots.map((s) => s.file).sort()).toEqual(['home.phone.dark.png', 'register.phone.dark.png']);
      expect(sameManifest.shots.filter((s) => s.diff?.changed).map((s) => `${s.file}: ${s.diff?.note ?? s.diff?.pixels}`)).toEqual([]);
      const sameHtml = fs.readFileSync(path.join(again, 'index.html'), 'utf8');
      expect(sameHtml).not.toContain('data-changed="true"');
      expect(sameHtml).toContain(`data-tolerance="${sameManifest.compare?.equalAtMostPixels}"`);

      // A copy of the brands in which the dark primary colour changed: the page's dark shot differs.
      const brands = path.join(work, 'brands');
      fs.cpSync('brands', brands, { recursive: true });
      const file = path.join(brands, 'demo-a', 'brand.json');
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), themeOverrides: { dark: { primary: '#d0206f' } } }, null, 2));
      const second = path.join(work, 'second');
      const { stdout } = await sheet([...PHONE_DARK, '--out', second, '--compare', first], {
        BRANDS_DIR: brands,
      });
      expect(stdout).toMatch(/Changed since .*: register \(1 of 1 shots\)/);
      const compared = readSheetManifest(second)!;
      expect(compared.compare?.changedPages).toEqual(['register']);
      expect(compared.shots.filter((s) => s.diff?.changed).map((s) => s.file)).toEqual(['register.phone.dark.png']);
      expect(compared.shots.find((s) => s.file === 'register.phone.dark.png')!.diff!.pixels).toBeGreaterThan(compared.compare!.equalAtMostPixels!);
      expect(fs.existsSync(path.join(second, 'register.phone.dark.diff.png'))).toBe(true);
      const comparedHtml = fs.readFileSync(path.join(second, 'index.html'), 'utf8');
      expect(rowOf(comparedHtml, 'register')).toContain('data-changed="true"');
      // --out elsewhere leaves the brand's latest sheet as it was.
      expect(fs.readFileSync(path.join(SHEETS, 'demo-a', 'latest'), 'utf8').trim()).toBe(name);
    },
  );
});
