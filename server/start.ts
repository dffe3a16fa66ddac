import { BrandConfigError } from '../app/request/brands/brand-errors';
import { getBrandRegistry } from '../app/request/brands/registry.server';
import { getEnv } from '../app/lib/env.server';
import { configureDemo } from './demo-environment';
import { createBuiltSiteApp } from './site-server';

/**
 * `npm start`: validates the environment and every brand, starts the embedded reference platform
 * unless PLATFORM_URL points at a real one, then serves the production build.
 */
async function main() {
  process.env.NODE_ENV ??= 'production';
  if (!process.env.PLATFORM_URL) {
    configureDemo();
    const port = Number(process.env.PLATFORM_PORT ?? 4100);
    // Loaded only here: a deployment on a real platform needs neither the reference server nor its data.
    const [{ startPlatform }, { defaultDatabasePath }] = await Promise.all([import('../platform/server'), import('../platform/paths')]);
    const dbPath = defaultDatabasePath();
    const platform = await startPlatform({ port, dbPath });
    process.env.PLATFORM_URL = platform.url;
    console.log(`Reference platform: ${platform.url} (database ${dbPath})`);
  }
  const env = getEnv();
  const { brands } = getBrandRegistry();
  const app = await createBuiltSiteApp();
  app.listen(env.PORT, () => {
    console.log(`Site: http://localhost:${env.PORT} serves ${brands.length} brands:`);
    for (const brand of brands) console.log(`  ${brand.name.padEnd(18)} http://${brand.canonicalHost}:${env.PORT}/`);
    if (env.STAGING_DOMAIN) console.log(`  Staging previews   http://${env.STAGING_DOMAIN}:${env.PORT}/${env.STAGING_AUTH ? ' (staff password required)' : ''}`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof BrandConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
