import { execFileSync } from 'node:child_process';
import { scriptBundle } from './script-bundle';

/** The operator console bundled once a run (tests/support/script-bundle.ts): it reads only the platform's sources. */
export const adminBundle = () => scriptBundle('platform/admin.ts', ['platform']);

/** Runs `npm run platform:admin -- …` against a given platform database, as an operator would. */
export function platformAdmin(dbPath: string, ...args: string[]): string {
  return execFileSync(process.execPath, [adminBundle(), ...args], {
    env: { ...process.env, PLATFORM_DB: dbPath },
    encoding: 'utf8',
  });
}

/**
 * The same command as `platformAdmin`, run by the console's own function (`runAdmin`) in this process: the same
 * database opened the same way, the same output, and a non-zero exit thrown with its message. A test that only
 * needs the operator's move done saves a process start (and the console's module loading) per command; the tests
 * that check a command itself keep the real console (`platformAdmin`).
 */
export async function platformAdminHere(dbPath: string, ...args: string[]): Promise<string> {
  // Loaded on the first call, not with this file: most test files that import it never run a command here.
  const [{ openDatabase }, { runAdmin }] = await Promise.all([
    import('@whitelabel/reference-platform/db/open'),
    import('@whitelabel/reference-platform/admin-console'),
  ]);
  const db = openDatabase(dbPath);
  try {
    const { lines, code } = runAdmin(db, args);
    if (code !== 0) throw new Error(`platform:admin ${args.join(' ')} exited with ${code}:\n${lines.join('\n')}`);
    return lines.map((line) => `${line}\n`).join('');
  } finally {
    db.close();
  }
}
