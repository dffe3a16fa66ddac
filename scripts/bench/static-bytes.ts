import fs from 'node:fs';
import path from 'node:path';
import { startServerProcess } from './site-process';

/** Headers that belong to one exchange, not to the page. */
const PER_EXCHANGE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

/** The bench's own client: a response with its headers as sent. */
type Get = (url: string, host: string, headers: Record<string, string>) => Promise<{ rawHeaders: string[]; body: Buffer }>;

/** The page's headers as sent, without those of the exchange. */
function pageHeaders(rawHeaders: string[]): [string, string][] {
  const headers: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (!PER_EXCHANGE.has(rawHeaders[i]!.toLowerCase())) headers.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return headers;
}

/**
 * The static-bytes limit for a page: the site's own response to it (as it is, and gzipped as a browser
 * gets it) served by a bare Node HTTP server in its own process, as the site runs in its own.
 */
export async function startStaticBytesServer(get: Get, pageUrl: string, host: string, dir: string) {
  const identity = await get(pageUrl, host, { 'accept-encoding': 'identity' });
  const gzip = await get(pageUrl, host, { 'accept-encoding': 'gzip' });
  const file = path.join(dir, 'static-response.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ headers: pageHeaders(identity.rawHeaders), identity: identity.body.toString('base64'), gzip: gzip.body.toString('base64') }),
  );
  const server = await startServerProcess('scripts/bench/static-bytes-server.ts', { STATIC_RESPONSE: file });
  return { url: server.url, pid: server.pid, bytes: identity.body.length, gzipBytes: gzip.body.length, stop: server.stop };
}
