import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo's made-up session secret, in the folder of its sessions (the app's default SQLite store). */
const DEMO_SECRET_FILE = path.join(os.tmpdir(), 'whitelabel-site', 'demo-session-secret');

/** The demo's one staff account (`support`, named in the README with its password, like the demo players): its hash, in a file. */
export const DEMO_STAFF_FILE = fileURLToPath(new URL('./demo-staff.json', import.meta.url));

/**
 * The demo (the embedded reference platform) needs no configuration: a session secret is made once and kept beside
 * the demo's sessions, and staging previews are on staging.localhost behind the demo staff account's sign-in, since
 * the brand list names every merchant. A real deployment sets SESSION_SECRET (production refuses to start without one),
 * and STAGING_DOMAIN with its own STAFF_FILE (or STAGING_AUTH) if it wants staging. Runs before the build loads: the build reads
 * the environment as it loads.
 */
export function configureDemo(env: Record<string, string | undefined> = process.env) {
  if (!env.SESSION_SECRET) {
    const file = DEMO_SECRET_FILE;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim();
    console.log(`Demo: session secret from ${file} (set SESSION_SECRET for a real deployment)`);
  }
  env.STAGING_DOMAIN ??= 'staging.localhost';
  if (env.STAGING_DOMAIN && !env.STAGING_AUTH && !env.STAFF_FILE && !env.STAFF_ACCOUNTS) env.STAFF_FILE = DEMO_STAFF_FILE;
}
