import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Tests run the operator console the way an operator does (a process of its own, the same arguments,
 * output and exit code), but from one file bundled by esbuild instead of through tsx: starting tsx and
 * transforming the platform's modules costs ~0.6 CPU-s a call, the bundle ~0.15, and the tests call it
 * a few hundred times a run. The bundle is made from `platform/admin.ts` as it is on disk (its name is
 * a hash of the platform's sources, so an edit makes a new one) and only the first call of a run pays
 * for it. `npm run platform:admin` itself is unchanged.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PLATFORM = path.join(ROOT, 'platform');
const BUNDLES = path.join(ROOT, 'tests/.artifacts/platform-admin');
const BUILDER = path.join(ROOT, 'tests/support/admin-bundle.mjs');

let bundle: string | undefined;

function platformSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'data' ? [] : platformSources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The bundled console for the platform's sources as they are now, built on the first call of a run. */
export function adminBundle(): string {
  if (bundle && fs.existsSync(bundle)) return bundle;
  const hash = crypto.createHash('sha256').update(fs.readFileSync(BUILDER));
  for (const file of platformSources(PLATFORM).sort()) hash.update(file).update(fs.readFileSync(file));
  const out = path.join(BUNDLES, `admin-${hash.digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(out)) execFileSync(process.execPath, [BUILDER, path.join(PLATFORM, 'admin.ts'), out], { stdio: 'pipe' });
  bundle = out;
  return out;
}

/** Runs `npm run platform:admin -- …` against a given platform database, as an operator would. */
export function platformAdmin(dbPath: string, ...args: string[]): string {
  return execFileSync(process.execPath, [adminBundle(), ...args], {
    env: { ...process.env, PLATFORM_DB: dbPath },
    encoding: 'utf8',
  });
}
