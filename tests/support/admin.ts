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

/** Runs one console command against a database in this process: platformAdmin's output, a non-zero exit thrown. */
export type AdminHere = (dbPath: string, ...args: string[]) => string;

/**
 * The same command as `platformAdmin`, run by the console's own function (`runAdmin`) in this process: the same
 * database opened the same way, the same output, and a non-zero exit thrown with its message. A test that only
 * needs the operator's move done, or reads what the command answers, saves a process start (and the console's
 * module loading: about 0.15 CPU-s a call) per command; the tests that check the program itself (its exit code,
 * its start on a database the platform never opened) keep the real console (`platformAdmin`).
 * Loaded when called, not with this file: most test files that import it never run a command here. A file awaits
 * it once (at its top) and then runs commands synchronously, as it would `platformAdmin`.
 */
export async function loadAdminHere(): Promise<AdminHere> {
  const [{ openDatabase }, { runAdmin }] = await Promise.all([
    import('@whitelabel/reference-platform/db/open'),
    import('@whitelabel/reference-platform/admin-console'),
  ]);
  return (dbPath, ...args) => {
    const db = openDatabase(dbPath);
    try {
      const { lines, code } = runAdmin(db, args);
      const printed = lines.map((line) => `${line}\n`).join('');
      if (code === 0) return printed;
      // Thrown as execFileSync throws the console's refusal: its exit code, and its lines on stderr.
      throw Object.assign(new Error(`platform:admin ${args.join(' ')} exited with ${code}:\n${printed}`), { status: code, stdout: '', stderr: printed });
    } finally {
      db.close();
    }
  };
}

/** `loadAdminHere` for a single command (the e2e fixtures' `adminHere`). */
export async function platformAdminHere(dbPath: string, ...args: string[]): Promise<string> {
  return (await loadAdminHere())(dbPath, ...args);
}
