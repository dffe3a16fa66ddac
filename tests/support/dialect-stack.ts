import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { PlatformDialect } from '~/platform-client/dialects';
import { startPlatform, type PlatformHandle } from '@whitelabel/reference-platform/server';
import { startSecondInstance } from './second-instance';
import { copySeededTemplate } from './seeded-platform';
import { startSlowProxy } from './slow-proxy';

const REPO_BRANDS = path.resolve('brands');

/**
 * The whole site for brands whose platform speaks one generation of call names: the reference
 * platform on a copy of the seeded template, a recording proxy in front of it (what the site really
 * asked for, by path), and the production build in its own process with the brands' folders copied and
 * their `platformDialect` set. Brands are read once per process, hence a process per generation.
 */
export async function startDialectStack(brandIds: string[], dialect: PlatformDialect) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dialect-${dialect}-`));
  const dbPath = path.join(dir, 'platform.db');
  copySeededTemplate(dbPath);
  const brands = path.join(dir, 'brands');
  for (const brandId of brandIds) {
    fs.cpSync(path.join(REPO_BRANDS, brandId), path.join(brands, brandId), { recursive: true });
    const file = path.join(brands, brandId, 'brand.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), platformDialect: dialect }, null, 2));
  }

  let platform: PlatformHandle | undefined;
  let proxy: Awaited<ReturnType<typeof startSlowProxy>> | undefined;
  try {
    platform = await startPlatform({ port: 0, dbPath });
    proxy = await startSlowProxy();
    proxy.forwardTo(platform.url);
    const site = await startSecondInstance({
      BRANDS_DIR: brands,
      PLATFORM_URL: proxy.url,
      SESSION_STORE: `sqlite:${path.join(dir, 'sessions.db')}`,
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'test-secret-at-least-sixteen-chars',
      STAGING_DOMAIN: 'staging.localhost',
      LOG_LEVEL: 'warn',
    });
    const recorder = proxy;
    return {
      siteUrl: site.url,
      dbPath,
      /** The gateway paths the site called since the last `forget`, each once. */
      calledPaths: () => [...new Set(recorder.calls().map((c) => c.path))],
      /** Calls since the last `forget` the platform did not know (404) or failed on (5xx), as `status path`. */
      unknownOrFailed: () =>
        recorder
          .calls()
          .filter((c) => c.status === 404 || (c.status ?? 0) >= 500)
          .map((c) => `${c.status} ${c.path}`),
      /** Every call since the last `forget` with its answer's status, for a failure's message. */
      answered: () => recorder.calls().map((c) => `${c.status ?? '-'} ${c.path}`),
      forget: () => recorder.resetStats(),
      async close() {
        await site.stop();
        await recorder.close();
        await platform?.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await proxy?.close();
    await platform?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** One generation's stack for a describe block: started before its tests, closed after. */
export function useDialectStack(brandIds: string[], dialect: PlatformDialect) {
  let stack: Awaited<ReturnType<typeof startDialectStack>> | undefined;
  beforeAll(async () => {
    stack = await startDialectStack(brandIds, dialect);
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });
  return {
    get stack() {
      if (!stack) throw new Error('the stack starts in beforeAll');
      return stack;
    },
  };
}
