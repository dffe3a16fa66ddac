import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The reference platform's database: `PLATFORM_DB`, else `data/platform.db` beside this package, wherever the command runs from. */
export function defaultDatabasePath(): string {
  return path.resolve(process.env.PLATFORM_DB ?? fileURLToPath(new URL('./data/platform.db', import.meta.url)));
}

/** Where a platform keeps its CDN's drawn images as files: `art-cache` beside its database. */
export function artCacheDirFor(dbPath: string): string {
  return path.join(path.dirname(dbPath), 'art-cache');
}
