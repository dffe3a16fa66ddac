import http from 'node:http';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';

/**
 * The framework's own floor: Remix (this tree's version and patches) with one resource route answering what the
 * site's `/health` loader answers, behind the least a Node adapter does (a URL, an abort signal, a `Request`, the
 * `Response`'s status, headers and body copied back), and none of the site's layers (guards, host, admission,
 * security headers, compression, guest cache, request context, log line, metrics). What no site on Node 20 and
 * Remix 2 can answer a no-op request below. Prints `ready <port>` once it listens.
 */
const build = {
  mode: 'production',
  basename: undefined,
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  isSpaMode: false,
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '0' },
  entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
  routes: {
    root: { id: 'root', path: '', module: {} },
    'routes/health': {
      id: 'routes/health',
      parentId: 'root',
      path: 'health',
      module: { loader: () => new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } }) },
    },
  },
} as unknown as ServerBuild;
const handle = createRequestHandler(build, 'production');

const server = http.createServer(async (req, res) => {
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method: req.method,
    headers: req.headers as Record<string, string>,
    signal: controller.signal,
  });
  const response = await handle(request);
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
