import fs from 'node:fs';
import path from 'node:path';
import { E2E_PLATFORM_DB, startStack } from './stack';

/** Playwright's web server: the production build and a fresh reference platform, short config TTL. */
fs.rmSync(path.dirname(E2E_PLATFORM_DB), { recursive: true, force: true });
const stack = await startStack({ port: Number(process.env.E2E_PORT ?? 3100), dbPath: E2E_PLATFORM_DB });
console.log(`e2e site ${stack.siteUrl}, platform ${stack.platformUrl}`);
const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
