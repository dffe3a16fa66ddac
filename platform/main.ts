import { artCacheDirFor, defaultDatabasePath } from './paths';
import { contractModeFromEnv } from './http/known-contract';
import { startPlatform } from './server';

/** `npm run platform`: the reference platform on its own. */
const port = Number(process.env.PLATFORM_PORT ?? 4100);
const dbPath = defaultDatabasePath();
const jobs = process.env.PLATFORM_JOBS !== 'off';
const platform = await startPlatform({
  port,
  dbPath,
  host: process.env.PLATFORM_HOST ?? '127.0.0.1',
  jobs,
  logRequests: true,
  artCacheDir: artCacheDirFor(dbPath),
});
console.log(
  `Reference platform on ${platform.url} (database ${dbPath}, ${contractModeFromEnv() === 'strict' ? 'strict: the known contract only' : 'every call'}; scheduled jobs ${jobs ? 'on' : 'off'}). Merchants: demoa01, demob02, democ03.`,
);
const stop = () => void platform.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
