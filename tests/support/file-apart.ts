import { register } from 'prom-client';
import { afterAll, vi } from 'vitest';

/**
 * A test file's own start in a worker that ran other files before it (the shared project keeps its worker,
 * `isolate: false`, so the node_modules a site loads natively are loaded once a worker, not once a file).
 * What a new process gave each file, this gives it: the modules vitest runs (the site's build, its server,
 * the platform, the test's support) evaluated afresh, so no singleton of one file (environment read once,
 * brand registry, caches, session store, limits) is another's; no earlier file's vi.mock; an empty metrics
 * registry; and, once the file ends, the environment and the console as they were before it.
 */
type Mocker = { reset(): void };
const mocker = (globalThis as { __vitest_mocker__?: Mocker }).__vitest_mocker__;
// What vitest does between files when it isolates them (see its runBaseTests): an upgrade that drops it must fail here.
if (typeof mocker?.reset !== 'function') throw new Error('vitest no longer exposes its mocker: files in one worker could share vi.mock');
mocker.reset();
vi.resetModules();
register.clear();

const env = { ...process.env };
const consoleMethods = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  Object.assign(console, consoleMethods);
});
