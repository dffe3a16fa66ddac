import { execFileSync } from 'node:child_process';

/** Runs `npm run platform:admin -- …` against a given platform database, as an operator would. */
export function platformAdmin(dbPath: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'platform/admin.ts', ...args], {
    env: { ...process.env, PLATFORM_DB: dbPath },
    encoding: 'utf8',
  });
}
