import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServerProcess } from './site-process';

/** Headers that belong to one exchange, not to the page. */
const PER_EXCHANGE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

function capture(url: string, host: string, acceptEncoding: string): Promise<{ headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (!PER_EXCHANGE.has(name.toLowerCase())) headers.push([name, res.rawHeaders[i + 1]!]);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * The static-bytes limit for a page: the site's own response to it (as it is, and gzipped as a browser
 * gets it) served by a bare Node HTTP server in its own process, as the site runs in its own.
 */
export async function startStaticBytesServer(siteUrl: string, host: string, pathname: string, dir: string) {
  const identity = await capture(`${siteUrl}${pathname}`, host, 'identity');
  const gzip = await capture(`${siteUrl}${pathname}`, host, 'gzip');
  const file = path.join(dir, 'static-response.json');
  fs.writeFileSync(file, JSON.stringify({ headers: identity.headers, identity: identity.body.toString('base64'), gzip: gzip.body.toString('base64') }));
  const server = await startServerProcess('scripts/bench/static-bytes-server.ts', { STATIC_RESPONSE: file });
  return { url: server.url, bytes: identity.body.length, gzipBytes: gzip.body.length, stop: server.stop };
}
