import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { THEME_NAMES } from '../themes/names';
import { BrandConfigError } from '../app/request/brands/brand-errors';
import { loadBrands } from '../app/request/brands/load-brands.server';
import { LATEST_POINTER, SHEET_INDEX, SHEET_MANIFEST, SHEET_NAME, readSheetManifest, type SheetManifest } from '../app/features/staging/brand-sheets.server';
import { compareSheets, DIFF_THRESHOLD, EQUAL_AT_MOST_PIXELS } from './brand-sheet/compare';
import { sheetHtml } from './brand-sheet/sheet-html';
import { SHEET_MODES, SHEET_PAGES, SHEET_WIDTHS, renderSheet, type Mode } from './brand-sheet/shoot';

const USAGE = `usage: npm run brand:sheet -- <brand id> [--out <dir>] [--compare <previous sheet dir>]
       [--pages home,login,…] [--widths phone,desktop] [--modes light,dark]
pages: ${SHEET_PAGES.map((p) => p.id).join(', ')}; widths: ${SHEET_WIDTHS.map((w) => `${w.id} (${w.px} px)`).join(', ')}
Without --out the sheet goes to $BRAND_SHEETS_DIR/<id>/<time>/ (default var/brand-sheets), and <id>/latest names it.`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** The chosen subset of a list by id, in the list's order; an unknown id stops the run naming it. */
function pick<T extends { id: string } | string>(all: readonly T[], wanted: string | undefined, what: string): T[] {
  if (!wanted) return [...all];
  const ids = wanted.split(',').map((s) => s.trim());
  const idOf = (item: T) => (typeof item === 'string' ? item : item.id);
  const unknown = ids.filter((id) => !all.some((item) => idOf(item) === id));
  if (unknown.length) fail(`unknown ${what}: ${unknown.join(', ')}\n${USAGE}`);
  return all.filter((item) => ids.includes(idOf(item)));
}

/** The sheet's folder under the brand's default place, named by the time (a counter when one already has the name). */
function defaultSheetDir(root: string, brandId: string, now: Date) {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  let name = stamp;
  for (let n = 2; fs.existsSync(path.join(root, brandId, name)); n++) name = `${stamp}-${n}`;
  return path.join(root, brandId, name);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, compare: { type: 'string' }, pages: { type: 'string' }, widths: { type: 'string' }, modes: { type: 'string' } },
});
const [brandId] = positionals;
if (!brandId || positionals.length > 1) fail(USAGE);
let brands;
try {
  brands = loadBrands(path.resolve(process.env.BRANDS_DIR ?? 'brands'), THEME_NAMES);
} catch (error) {
  if (error instanceof BrandConfigError) fail(error.message, 1);
  throw error;
}
const brand = brands.find((b) => b.id === brandId) ?? fail(`no brand "${brandId}"; brands: ${brands.map((b) => b.id).join(', ')}`);
const pages = pick(SHEET_PAGES, values.pages, 'page');
const widths = pick(SHEET_WIDTHS, values.widths, 'width');
const modes = pick<Mode>(SHEET_MODES, values.modes, 'mode');
const previousDir = values.compare ? path.resolve(values.compare) : null;
if (previousDir && !readSheetManifest(previousDir)) fail(`--compare ${values.compare}: not a contact sheet (no valid ${SHEET_MANIFEST})`);

const root = path.resolve(process.env.BRAND_SHEETS_DIR ?? 'var/brand-sheets');
const takenAt = new Date();
const dir = values.out ? path.resolve(values.out) : defaultSheetDir(root, brand.id, takenAt);
fs.mkdirSync(dir, { recursive: true });
console.log(`Contact sheet of ${brand.name} (${brand.id}): ${pages.length} pages × ${widths.length} widths × ${modes.length} modes into ${dir}`);

// The site's graceful shutdown would otherwise hold an interrupted run open; the sheet's stack is throwaway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`brand:sheet interrupted (${signal}); ${dir} is incomplete`);
    process.exit(130);
  });
}
try {
  const { shots, host, member } = await renderSheet({ brand, dir, pages, widths, modes });
  const manifest: SheetManifest = {
    version: 1,
    brand: { id: brand.id, name: brand.name, host, draft: brand.draft },
    takenAt: takenAt.toISOString(),
    member,
    pages,
    widths,
    modes,
    shots,
  };
  if (previousDir) {
    const changedPages = compareSheets(dir, manifest, previousDir);
    manifest.compare = { against: previousDir, changedPages, threshold: DIFF_THRESHOLD, equalAtMostPixels: EQUAL_AT_MOST_PIXELS };
    const changedShots = shots.filter((s) => s.diff?.changed);
    console.log(
      changedPages.length
        ? `Changed since ${previousDir}: ${changedPages.join(', ')} (${changedShots.length} of ${shots.length} shots)`
        : `No page changed since ${previousDir} (a shot counts as equal up to ${EQUAL_AT_MOST_PIXELS} differing pixels).`,
    );
    for (const shot of changedShots) console.log(`  ${shot.file}: ${shot.diff?.note ?? `${shot.diff?.pixels} pixels differ`}`);
  }
  fs.writeFileSync(path.join(dir, SHEET_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, SHEET_INDEX), sheetHtml(manifest));
  // Only a sheet in the brand's own place becomes its latest: staging links to that one.
  if (path.dirname(dir) === path.join(root, brand.id) && SHEET_NAME.test(path.basename(dir)))
    fs.writeFileSync(path.join(root, brand.id, LATEST_POINTER), `${path.basename(dir)}\n`);
  console.log(`Wrote ${shots.length} shots and ${path.join(dir, SHEET_INDEX)}`);
  process.exit(0);
} catch (error) {
  console.error(`brand:sheet failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
