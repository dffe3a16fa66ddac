import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the reference platform that answers as slowly as a test asks, and counts how
 * many requests it holds at once: what a site sees of a platform having a bad day.
 */
export async function startSlowProxy() {
  let target = '';
  let delayMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen++;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let counted = true;
    const done = () => {
      if (counted) inFlight--;
      counted = false;
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const upstream = http.request(new URL(req.url!, target), { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', done);
        });
        upstream.on('error', () => {
          res.writeHead(502).end();
          done();
        });
        upstream.end(Buffer.concat(chunks));
      }, delayMs);
    });
    res.on('close', done);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardTo: (url: string) => (target = url),
    setDelay: (ms: number) => (delayMs = ms),
    stats: () => ({ inFlight, maxInFlight, seen }),
    resetStats: () => {
      maxInFlight = inFlight;
      seen = 0;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
