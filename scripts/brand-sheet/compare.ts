import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { SheetManifest, SheetShot } from '../../app/features/staging/brand-sheets.server';

/**
 * Colour distance (0–1) below which pixelmatch counts two pixels the same: sub-pixel text that differs between
 * runs stays quiet, a changed colour or a moved element does not. Pixels pixelmatch finds anti-aliased are not
 * counted at all (its `includeAA: false`).
 */
export const DIFF_THRESHOLD = 0.1;
/**
 * A shot differing in at most this many pixels counts as equal: a few edge pixels a loaded machine rasterises
 * otherwise slip past the anti-aliasing detection, while the smallest real change (a glyph, a border, a colour)
 * moves far more. The count is still kept in the manifest.
 */
export const EQUAL_AT_MOST_PIXELS = 20;

export type ShotDiff = NonNullable<SheetShot['diff']>;

/** A shot against the previous sheet's shot of the same page, width and mode; writes a diff image when they differ. */
export function diffShot(currentPng: string, previousPng: string, diffPng: string): ShotDiff {
  if (!fs.existsSync(previousPng)) return { changed: true, pixels: 0, note: 'not in the previous sheet' };
  const current = PNG.sync.read(fs.readFileSync(currentPng));
  const previous = PNG.sync.read(fs.readFileSync(previousPng));
  if (current.width !== previous.width || current.height !== previous.height) {
    return { changed: true, pixels: 0, note: `size ${previous.width}×${previous.height} → ${current.width}×${current.height}` };
  }
  const diff = { width: current.width, height: current.height, data: Buffer.alloc(current.data.length) };
  const pixels = pixelmatch(current.data, previous.data, diff.data, current.width, current.height, { threshold: DIFF_THRESHOLD, includeAA: false });
  if (pixels <= EQUAL_AT_MOST_PIXELS) return { changed: false, pixels };
  fs.writeFileSync(diffPng, PNG.sync.write(diff));
  return { changed: true, pixels, file: path.basename(diffPng) };
}

/** Diffs every shot of a sheet against the sheet in `previousDir`; answers the pages with at least one changed shot. */
export function compareSheets(dir: string, manifest: SheetManifest, previousDir: string): string[] {
  for (const shot of manifest.shots) {
    shot.diff = diffShot(path.join(dir, shot.file), path.join(previousDir, shot.file), path.join(dir, shot.file.replace(/\.png$/, '.diff.png')));
  }
  const changed = new Set(manifest.shots.filter((shot) => shot.diff?.changed).map((shot) => shot.page));
  return manifest.pages.map((page) => page.id).filter((id) => changed.has(id));
}
