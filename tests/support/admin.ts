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
