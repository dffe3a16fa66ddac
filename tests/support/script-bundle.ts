import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Tests run the project's TypeScript programs (the operator console, the brand and staff scripts, the platform's own
 * process) the way an operator does, a process of their own with the same arguments, input, output and exit code,
 * but from one file bundled by esbuild instead of through tsx: starting tsx and transforming the sources costs about
 * half a CPU-second a start, a bundle's start a fraction of that. A bundle is named by a hash of the sources it may
 * read as they are on disk (an edit makes a new one); the first start of a run pays for building it. The npm scripts
 * themselves are unchanged.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLES = path.join(ROOT, 'tests/.artifacts/script-bundles');
const BUILDER = path.join(ROOT, 'tests/support/script-bundler.mjs');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'data' ? [] : sources(full);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [full] : [];
  });
}

const built = new Map<string, string>();

/**
 * The bundle of `entry` (a path from the project root) for the sources under `dirs` as they are now, built on the
 * first call of a run. `dirs` are the folders the entry imports from.
 */
export function scriptBundle(entry: string, dirs: readonly string[]): string {
  const known = built.get(entry);
  if (known && fs.existsSync(known)) return known;
  const hash = crypto.createHash('sha256').update(fs.readFileSync(BUILDER)).update(entry);
  for (const file of dirs.flatMap((dir) => sources(path.join(ROOT, dir))).sort()) hash.update(file).update(fs.readFileSync(file));
  const out = path.join(BUNDLES, `${path.basename(entry, '.ts')}-${hash.digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(out)) execFileSync(process.execPath, [BUILDER, path.join(ROOT, entry), out], { stdio: 'pipe' });
  built.set(entry, out);
  return out;
}

/** The node arguments that start `entry` from its bundle: `[bundle, ...args]`. */
export const bundled = (entry: string, dirs: readonly string[], args: readonly string[] = []) => [scriptBundle(entry, dirs), ...args];

/** What a site process started from source reads: the server, the app modules it shares, and the test harness's own. */
export const SITE_SOURCES = ['server', 'app', 'tests/support'] as const;
