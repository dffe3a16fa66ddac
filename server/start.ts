import { configureDemo } from './demo-environment';
import { consoleIntoLog } from './observe/log';
import { startMetricsServer } from './observe/metrics-server';
import { createSiteApp } from './site-server';
import { BUILD_PATH, loadBuild } from './site-entry';

/**
 * `npm start`: starts the embedded reference platform unless PLATFORM_URL points at a real one, then loads
 * the production build, validates the environment and every brand through it, and serves.
 */
async function main() {
  process.env.NODE_ENV ??= 'production';
  // In production every line is JSON; a developer's terminal gets pino-pretty's lines.
  if (process.env.NODE_ENV === 'production' || !process.stdout.isTTY) consoleIntoLog();
  let closePlatform: () => Promise<void> = async () => undefined;
  if (!process.env.PLATFORM_URL) {
    configureDemo();
    const port = Number(process.env.PLATFORM_PORT ?? 4100);
    // Loaded only here: a deployment on a real platform needs neither the reference server nor its data.
    const [{ startPlatform }, { artCacheDirFor, defaultDatabasePath }] = await Promise.all([
      import('@whitelabel/reference-platform/server'),
      import('@whitelabel/reference-platform/paths'),
    ]);
    const dbPath = defaultDatabasePath();
    const platform = await startPlatform({
      port,
      dbPath,
      jobs: process.env.PLATFORM_JOBS !== 'off',
      logRequests: true,
      artCacheDir: artCacheDirFor(dbPath),
    });
    process.env.PLATFORM_URL = platform.url;
    closePlatform = () => platform.close();
    console.log(`Reference platform: ${platform.url} (database ${dbPath})`);
  }
  // Loaded once the environment is complete: the build reads it as it loads.
  const { build, site } = await loadBuild(BUILD_PATH);
  const opened = site.open(build);
  const { env, brands } = opened;
  const siteApp = createSiteApp(opened, { buildPath: BUILD_PATH });
  const server = siteApp.listen(env.PORT, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(`Site: http://localhost:${port} serves ${brands.length} brands:`);
    for (const brand of brands) console.log(`  ${brand.name.padEnd(18)} http://${brand.canonicalHost}:${port}/`);
    if (env.STAGING_DOMAIN)
      console.log(
        `  Staging previews   http://${env.STAGING_DOMAIN}:${port}/${env.STAFF_FILE || env.STAFF_ACCOUNTS ? ' (staff sign-in)' : env.STAGING_AUTH ? ' (staff password required)' : ' (open to anyone: set STAFF_FILE)'}`,
      );
  });
  // Metrics on their own listener, never on a brand's host.
  const metrics =
    env.METRICS_PORT === undefined ? null : await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN ?? null });
  if (metrics) {
    const address = metrics.address();
    console.log(
      `Metrics: http://${env.METRICS_HOST}:${typeof address === 'object' && address ? address.port : env.METRICS_PORT}/metrics${env.METRICS_TOKEN ? ' (bearer token required)' : ''}`,
    );
  }
  // SIGTERM: requests in flight finish (within SHUTDOWN_GRACE_MS), then the worker, the sessions and the embedded platform close.
  siteApp.stopOnSignal(server, async () => {
    metrics?.close();
    await closePlatform();
  });
}

// A bad environment or brand folder names every problem in its message (BrandConfigError lists them all).
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
