import { configureDemo } from './demo-environment';
import { createSiteApp } from './site-server';
import { BUILD_PATH, loadBuild } from './site-entry';

/**
 * `npm start`: starts the embedded reference platform unless PLATFORM_URL points at a real one, then loads
 * the production build, validates the environment and every brand through it, and serves.
 */
async function main() {
  process.env.NODE_ENV ??= 'production';
  if (!process.env.PLATFORM_URL) {
    configureDemo();
    const port = Number(process.env.PLATFORM_PORT ?? 4100);
    // Loaded only here: a deployment on a real platform needs neither the reference server nor its data.
    const [{ startPlatform }, { defaultDatabasePath }] = await Promise.all([import('@whitelabel/reference-platform/server'), import('@whitelabel/reference-platform/paths')]);
    const dbPath = defaultDatabasePath();
    const platform = await startPlatform({ port, dbPath });
    process.env.PLATFORM_URL = platform.url;
    console.log(`Reference platform: ${platform.url} (database ${dbPath})`);
  }
  // Loaded once the environment is complete: the build reads it as it loads.
  const { build, site } = await loadBuild(BUILD_PATH);
  const opened = site.open(build);
  const { env, brands } = opened;
  createSiteApp(opened, { buildPath: BUILD_PATH }).listen(env.PORT, () => {
    console.log(`Site: http://localhost:${env.PORT} serves ${brands.length} brands:`);
    for (const brand of brands) console.log(`  ${brand.name.padEnd(18)} http://${brand.canonicalHost}:${env.PORT}/`);
    if (env.STAGING_DOMAIN) console.log(`  Staging previews   http://${env.STAGING_DOMAIN}:${env.PORT}/${env.STAGING_AUTH ? ' (staff password required)' : ''}`);
  });
}

// A bad environment or brand folder names every problem in its message (BrandConfigError lists them all).
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
