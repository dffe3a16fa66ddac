import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Support staff's demo sign-in to the staging hosts (named in the README, like the demo players). */
export const DEMO_STAGING_AUTH = 'support:Support123';

/**
 * The demo (the embedded reference platform) needs no configuration: a session secret is made once and kept beside
 * the demo's sessions, and staging previews are on staging.localhost behind the demo staff password, since the
 * brand list names every merchant. A real deployment sets SESSION_SECRET (production refuses to start without one),
 * and STAGING_DOMAIN with STAGING_AUTH if it wants staging. `sessionFile` is where the demo's sessions live.
 */
export function configureDemo(env: Record<string, string | undefined> = process.env, sessionFile?: string) {
  if (!env.SESSION_SECRET) {
    if (!sessionFile) throw new Error('The demo keeps its session secret beside its sessions: name their file');
    const file = path.join(path.dirname(sessionFile), 'demo-session-secret');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim();
    console.log(`Demo: session secret from ${file} (set SESSION_SECRET for a real deployment)`);
  }
  env.STAGING_DOMAIN ??= 'staging.localhost';
  if (env.STAGING_DOMAIN && !env.STAGING_AUTH) env.STAGING_AUTH = DEMO_STAGING_AUTH;
}
