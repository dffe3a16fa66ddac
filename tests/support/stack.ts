import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export { E2E_PLATFORM_DB, E2E_SITE_LOG } from './e2e-slot';

/**
 * The real thing over HTTP: the reference platform on a temp database and the production build of
 * the site in front of it, both on loopback. Config TTL is short so admin changes show quickly.
 */
export async function startStack(options: {
  port?: number;
  dbPath: string;
  configTtlMs?: number;
  env?: Record<string, string>;
  platformUrl?: string;
  staging?: boolean;
  /** Where the platform keeps its drawn CDN images as files (stacks given one folder share them); none by default. */
  artCacheDir?: string;
}) {
  // The platform's modules load where a stack starts, not where this file is imported: a file importing it for
  // another reason paid about 0.7 CPU-s to load them (decision 106; e2e specs read their paths from e2e-slot.ts).
  const [{ startPlatform }, { copySeededTemplate }] = await Promise.all([import('@whitelabel/reference-platform/server'), import('./seeded-platform')]);
  copySeededTemplate(options.dbPath);
  let platform = await startPlatform({ port: 0, dbPath: options.dbPath, artCacheDir: options.artCacheDir });
  const platformPort = platform.port;
  // `platformUrl` points every brand at another upstream (failure tests); the reference one still runs.
  process.env.PLATFORM_URL = options.platformUrl ?? platform.url;
  process.env.CONFIG_TTL_MS = String(options.configTtlMs ?? 300);
  // Guest pages as short-lived as the config and never served stale, so a change a test makes shows
  // as soon as the content caches it goes through let it (options.env may say otherwise).
  process.env.GUEST_PAGE_TTL_MS = String(options.configTtlMs ?? 300);
  process.env.GUEST_PAGE_STALE_MS = '0';
  process.env.NODE_ENV = 'production';
  process.env.SESSION_SECRET ??= 'test-secret-at-least-sixteen-chars';
  if (options.staging === false) delete process.env.STAGING_DOMAIN;
  else process.env.STAGING_DOMAIN ??= 'staging.localhost';
  // Tests look at staging without staff accounts unless they give some (production refuses that otherwise).
  process.env.STAGING_OPEN ??= '1';
  // Warnings and errors only: a line per request is thousands of lines a run, written and read by no test. A
  // test that reads the log sends it to LOG_FILE and gets the default level; options.env may set another.
  if (!process.env.LOG_FILE) process.env.LOG_LEVEL ??= 'warn';
  // Each stack its own session store, beside its platform database.
  process.env.SESSION_STORE = options.env?.SESSION_STORE ?? `sqlite:${path.join(path.dirname(options.dbPath), 'sessions.db')}`;
  Object.assign(process.env, options.env ?? {});
  const { createBuiltSiteApp } = await import('../../server/site-server');
  const app = await createBuiltSiteApp();
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    siteUrl: `http://127.0.0.1:${port}`,
    platformUrl: platform.url,
    dbPath: options.dbPath,
    /** Takes the platform away while the site keeps running (outage tests). */
    stopPlatform: () => platform.close(),
    /** Brings it back on the same address and database. */
    async restartPlatform() {
      platform = await startPlatform({ port: platformPort, dbPath: options.dbPath, artCacheDir: options.artCacheDir });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      // The render worker, the session store and the revocation timer: the worker goes on to other files.
      await app.release();
      await platform.close().catch(() => undefined);
    },
  };
}

/**
 * A stack for one test file: started before its tests on a fresh temporary database, closed and
 * deleted after. Read `stack` inside tests.
 */
export function useStack(prefix: string, options: Omit<Parameters<typeof startStack>[0], 'dbPath'> = {}) {
  let dir = '';
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  let starting: ReturnType<typeof startStack> | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    starting = startStack({ ...options, dbPath: path.join(dir, 'platform.db') });
    stack = await starting;
  });
  afterAll(async () => {
    // A start that outlived its hook's timeout is waited for and closed: the worker runs the next files.
    await (stack ?? (await starting?.catch(() => undefined)))?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get stack() {
      if (!stack) throw new Error('the stack starts in beforeAll');
      return stack;
    },
  };
}
