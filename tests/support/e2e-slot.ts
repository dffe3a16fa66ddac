import path from 'node:path';

/**
 * Each Playwright worker runs against a stack of its own, so tests in parallel never share a platform
 * database, a session store or a site cache: worker slot N (Playwright's TEST_PARALLEL_INDEX, 0 when
 * run outside Playwright) gets the site on E2E_PORT + N and, keyed by that port, a folder of its own for the
 * platform database and the site log (lanes of scripts/e2e-lanes.mjs each run slot 0 on their own port).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3100);
export const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_SITE_PORT = E2E_BASE_PORT + E2E_SLOT;
export const E2E_PLATFORM_DB = path.resolve(`tests/.artifacts/e2e/${E2E_SITE_PORT}/platform.db`);
/** The one folder every slot's and lane's platform keeps its drawn CDN art in (files named by what they draw). */
export const E2E_ART_CACHE = path.resolve('tests/.artifacts/art-cache');

// Inside a worker, E2E_PORT names this worker's site, so a spec that reads it directly reaches its own stack.
if (process.env.TEST_PARALLEL_INDEX !== undefined) {
  process.env.E2E_BASE_PORT = String(E2E_BASE_PORT);
  process.env.E2E_PORT = String(E2E_SITE_PORT);
}
/** This slot's site log (what its site writes to stdout and stderr), for tests of what the server logged. */
export const E2E_SITE_LOG = path.resolve(`tests/.artifacts/e2e/${E2E_SITE_PORT}/site.log`);
