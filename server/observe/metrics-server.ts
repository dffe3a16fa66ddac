import { timingSafeEqual } from 'node:crypto';
import http, { type Server } from 'node:http';
import { metricsContentType, metricsText } from './metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` in Prometheus's text format on a listener of its own, never on a brand's host or port:
 * with `token`, only for `Authorization: Bearer <token>`.
 */
export function startMetricsServer(options: { port: number; host: string; token: string | null }): Promise<Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found.\n');
      return;
    }
    const auth = req.headers.authorization ?? '';
    if (options.token && !sameSecret(auth, `Bearer ${options.token}`)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorised.\n');
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'Content-Type': metricsContentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable.\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
