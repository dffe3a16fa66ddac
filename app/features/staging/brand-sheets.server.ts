import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/**
 * A brand's contact sheets (`npm run brand:sheet`): `<root>/<brand id>/<sheet name>/` holds the screenshots,
 * `index.html` and `manifest.json`; `<root>/<brand id>/latest` is a text file naming the newest sheet. The
 * script writes them; the staging route reads only what a manifest lists, so no name a visitor typed ever
 * becomes a path of its own.
 */
export const SHEET_MANIFEST = 'manifest.json';
export const SHEET_INDEX = 'index.html';
export const LATEST_POINTER = 'latest';

/** A sheet's folder name: its UTC time, sortable (`2026-11-29T08-05-12Z`, a counter if two land in one second). */
export const SHEET_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;
/** A file a sheet holds: lower-case words, dots and dashes, one known extension. */
export const SHEET_FILE = /^[a-z0-9][a-z0-9.-]{0,120}\.(png|html|json)$/;

const FileName = v.pipe(v.string(), v.regex(SHEET_FILE));

const ShotSchema = v.object({
  page: v.string(),
  width: v.string(),
  mode: v.picklist(['light', 'dark']),
  file: FileName,
  /** The HTTP status the page answered with and where it ended up (a redirect shows as its landing path). */
  status: v.number(),
  landedOn: v.string(),
  /** With `--compare`: whether the shot differs from the previous sheet's, by how many pixels, and the diff image. */
  diff: v.optional(v.object({ changed: v.boolean(), pixels: v.number(), file: v.optional(FileName), note: v.optional(v.string()) })),
});

export const SheetManifestSchema = v.object({
  version: v.literal(1),
  brand: v.object({ id: v.string(), name: v.string(), host: v.string(), draft: v.boolean() }),
  takenAt: v.string(),
  member: v.string(),
  pages: v.array(v.object({ id: v.string(), path: v.string(), member: v.boolean(), maintenance: v.boolean() })),
  widths: v.array(v.object({ id: v.string(), px: v.number(), height: v.number() })),
  modes: v.array(v.picklist(['light', 'dark'])),
  shots: v.array(ShotSchema),
  /** With `--compare`: the previous sheet's folder and the pages with at least one changed shot. */
  compare: v.optional(
    v.object({
      against: v.string(),
      changedPages: v.array(v.string()),
      /** pixelmatch's colour threshold, and the count of differing pixels up to which a shot is equal. */
      threshold: v.optional(v.number()),
      equalAtMostPixels: v.optional(v.number()),
    }),
  ),
});
export type SheetManifest = v.InferOutput<typeof SheetManifestSchema>;
export type SheetShot = SheetManifest['shots'][number];

/** Every file a sheet's manifest accounts for: the page, the manifest, each shot and each diff image. */
export function sheetFiles(manifest: SheetManifest): Set<string> {
  const files = new Set([SHEET_INDEX, SHEET_MANIFEST]);
  for (const shot of manifest.shots) {
    files.add(shot.file);
    if (shot.diff?.file) files.add(shot.diff.file);
  }
  return files;
}

/** Reads and checks a sheet folder's manifest; null when it is missing or not one this code wrote. */
export function readSheetManifest(dir: string): SheetManifest | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, SHEET_MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(SheetManifestSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** The folder of a brand's newest sheet and its manifest, or null when it has none. `brandId` must come from the brand registry. */
export function latestSheet(root: string, brandId: string): { dir: string; name: string; manifest: SheetManifest } | null {
  let name: string;
  try {
    name = fs.readFileSync(path.join(root, brandId, LATEST_POINTER), 'utf8').trim();
  } catch {
    return null;
  }
  if (!SHEET_NAME.test(name)) return null;
  const dir = path.join(root, brandId, name);
  const manifest = readSheetManifest(dir);
  return manifest && manifest.brand.id === brandId ? { dir, name, manifest } : null;
}

/** One file of a brand's newest sheet, if its manifest lists it: the path to read, else null. */
export function latestSheetFile(root: string, brandId: string, file: string): string | null {
  const sheet = latestSheet(root, brandId);
  if (!sheet || !SHEET_FILE.test(file) || !sheetFiles(sheet.manifest).has(file)) return null;
  return path.join(sheet.dir, file);
}
