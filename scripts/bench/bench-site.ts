import path from 'node:path';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { freePort } from './memory';
import { benchSiteEnv, startSiteProcess } from './site-process';

/**
 * The site `npm run bench` measures: the reference platform in the bench's process, the site (production
 * build) in a process of its own, so the load generator's work and garbage never share the site's thread
 * and the tail measured is the site's. Configured as deployed (the guest page cache's defaults), with the
 * brand config kept a minute so no refresh lands in a run.
 */
export async function startBenchSite(dir: string, nodeArgs: readonly string[] = []) {
  const platform = await startPlatform({ port: 0, dbPath: path.join(dir, 'platform.db') });
  // Staging previews play no part here.
  delete process.env.STAGING_DOMAIN;
  const metricsPort = await freePort();
  const site = await startSiteProcess(benchSiteEnv(platform.url, dir, metricsPort), nodeArgs).catch(async (error: unknown) => {
    await platform.close();
    throw error;
  });
  return {
    siteUrl: site.url,
    pid: site.pid,
    metricsPort,
    async close() {
      await site.stop();
      await platform.close().catch(() => undefined);
    },
  };
}
