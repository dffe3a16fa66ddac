import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The demo's made-up session secret, in the folder of its sessions (the app's default SQLite store). */
const DEMO_SECRET_FILE = path.join(os.tmpdir(), 'whitelabel-site', 'demo-session-secret');

/** Support staff's demo sign-in to the staging hosts (named in the README, like the demo players). */
export const DEMO_STAGING_AUTH = 'support:Support123';

/**
 * The demo (the embedded reference platform) needs no configuration: a session secret is made once and kept beside
 * the demo's sessions, and staging previews are on staging.localhost behind the demo staff password, since the
 * brand list names every merchant. A real deployment sets SESSION_SECRET (production refuses to start without one),
 * and STAGING_DOMAIN with STAGING_AUTH if it wants staging. Runs before the build loads: the build reads
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
  if (env.STAGING_DOMAIN && !env.STAGING_AUTH) env.STAGING_AUTH = DEMO_STAGING_AUTH;
}
