import fs from 'node:fs';
import http from 'node:http';

/**
 * The static-bytes limit: one captured response (headers and body, as they are and gzipped) answered to
 * every request by a bare Node HTTP server: what Node can do with a page and no logic at all. Gzip goes to
 * any request that names it, with no q-value parsing: the bench sends only `identity` or a browser's list,
 * for which that is the site's own choice. Reads `STATIC_RESPONSE` (a JSON file the bench writes) and
 * prints `ready <port>` once it listens.
 */
type Captured = { headers: [string, string][]; identity: string; gzip: string };
const captured = JSON.parse(fs.readFileSync(process.env.STATIC_RESPONSE!, 'utf8')) as Captured;
const identity = Buffer.from(captured.identity, 'base64');
const gzip = Buffer.from(captured.gzip, 'base64');

const server = http.createServer((req, res) => {
  const gzipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  for (const [name, value] of captured.headers) res.setHeader(name, value);
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(gzipped ? gzip.length : identity.length));
  res.end(gzipped ? gzip : identity);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
