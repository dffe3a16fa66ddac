import fs from 'node:fs';
import path from 'node:path';
import { E2E_SITE_ENV } from './e2e-env';
import { E2E_ART_CACHE, E2E_PLATFORM_DB, E2E_SITE_LOG, E2E_SITE_PORT } from './e2e-slot';
import { startStack } from './stack';
import { hashStaffPassword } from '../../app/request/staff/staff-password.server';
import { E2E_STAFF } from './e2e-staff';
import { KEPT_TEMPLATE_ENV, seedKeptTemplate } from './seeded-platform';

/** One of Playwright's web servers (one per worker slot): the production build and a fresh reference platform, short config TTL. */
fs.rmSync(path.dirname(E2E_PLATFORM_DB), { recursive: true, force: true });
fs.mkdirSync(path.dirname(E2E_SITE_LOG), { recursive: true });
// Everything the site logs also goes to a file the tests can read.
const siteLog = fs.createWriteStream(E2E_SITE_LOG);
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    siteLog.write(chunk);
    return write(chunk, ...rest);
  }) as typeof stream.write;
}
// Under `npm test` the stack starts from the run's seeded template, as vitest's stacks do (seeding is most of a
// fresh stack's start: ~10 of its ~12 CPU-s); alone (`npx playwright test`) its platform seeds a fresh database.
const kept = process.env[KEPT_TEMPLATE_ENV];
if (kept) {
  await seedKeptTemplate(kept);
  process.env.PLATFORM_TEMPLATE_DB = kept;
}
const stack = await startStack({
  port: E2E_SITE_PORT,
  dbPath: E2E_PLATFORM_DB,
  // One folder for every lane's platform: the art one lane drew, the next reads (the same seed draws the same art).
  artCacheDir: E2E_ART_CACHE,
  env: {
    ...E2E_SITE_ENV,
    STAFF_ACCOUNTS: JSON.stringify({ accounts: [{ name: E2E_STAFF.name, passwordHash: await hashStaffPassword(E2E_STAFF.password) }] }),
  },
});
console.log(`e2e site ${stack.siteUrl}, platform ${stack.platformUrl}`);
const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
