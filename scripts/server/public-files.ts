import fs from 'node:fs';
import type { RequestHandler } from 'express';

/**
 * `serve` (express.static over `dir`) asked only for paths whose first segment is a name in `dir`: any
 * other request (every page) would wait on a failing file-system stat, a thread-pool round trip on the
 * hot path. The names are read at start and kept current by watching the directory; if it cannot be
 * watched, every request asks `serve` as before.
 */
export function publicFiles(dir: string, serve: RequestHandler): RequestHandler {
  let names: Set<string> | null = null;
  const read = () => {
    try {
      names = new Set(fs.readdirSync(dir));
    } catch {
      names = null;
    }
  };
  try {
    // A watcher keeps no process alive; each change re-reads the (short) listing.
    fs.watch(dir, { persistent: false }, read).on('error', () => {
      names = null;
    });
    read();
  } catch {
    names = null;
  }
  return (req, res, next) => {
    if (names && !names.has(firstSegment(req.path))) return next();
    serve(req, res, next);
  };
}

/** The first path segment as a file name: `/favicon.ico` → `favicon.ico`, `/a%20b/c` → `a b`. */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  const segment = end < 0 ? pathname.slice(1) : pathname.slice(1, end);
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not decodable: let the static handler answer it as it always did.
    return segment;
  }
}
