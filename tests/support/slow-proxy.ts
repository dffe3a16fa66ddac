import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the reference platform that answers as slowly as a test asks, and counts how
 * many requests it holds at once: what a site sees of a platform having a bad day.
 */
export async function startSlowProxy() {
  let target = '';
  let delayMs = 0;
  let slowPaths: RegExp | null = null;
  let heldPaths: RegExp | null = null;
  const parked: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let seen = 0;
  // Requests the platform has not answered yet, whether or not the site still waits: one the site gave up on still lands.
  let unanswered = 0;
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
      unanswered++;
      const forward = () => {
        const upstream = http.request(new URL(req.url!, target), { method: req.method, headers: req.headers }, (answer) => {
          unanswered--;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', done);
        });
        upstream.on('error', () => {
          unanswered--;
          if (!res.headersSent) res.writeHead(502).end();
          done();
        });
        upstream.end(Buffer.concat(chunks));
      };
      if (heldPaths?.test(req.url ?? '')) parked.push(forward);
      else setTimeout(forward, !slowPaths || slowPaths.test(req.url ?? '') ? delayMs : 0);
    });
    res.on('close', done);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardTo: (url: string) => (target = url),
    /** Every request `ms` late, or only those whose path and query match `only` (one slow call among fast ones). */
    setDelay: (ms: number, only: RegExp | null = null) => {
      delayMs = ms;
      slowPaths = only;
    },
    /** Keeps requests matching `only` from the platform until `release` (null: hold no new ones). */
    hold: (only: RegExp | null) => (heldPaths = only),
    /** Sends every held request on to the platform at once. */
    release: () => {
      heldPaths = null;
      for (const forward of parked.splice(0)) forward();
    },
    stats: () => ({ inFlight, maxInFlight, seen, unanswered }),
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
