import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStack } from './stack';

/** A request the proxy saw; `status` once the platform answered it. */
export type ProxiedCall = { path: string; startedAt: number; status?: number };

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
  let calls: ProxiedCall[] = [];
  const server = http.createServer((req, res) => {
    seen++;
    const call: ProxiedCall = { path: new URL(req.url!, 'http://proxy').pathname, startedAt: performance.now() };
    calls.push(call);
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
          call.status = answer.statusCode;
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
    /** Every request since the last `resetStats`, in arrival order, with when it arrived. */
    calls: () => calls.map((c) => ({ ...c })),
    resetStats: () => {
      maxInFlight = inFlight;
      seen = 0;
      calls = [];
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * A stack for one test file whose brands reach the reference platform through a slow proxy (delay 0
 * until a test sets one). Read `stack` and `proxy` inside tests and hooks registered after this call.
 */
export function useStackBehindSlowProxy(prefix: string, options: Omit<Parameters<typeof startStack>[0], 'dbPath' | 'platformUrl'>) {
  let dir = '';
  let parts: { stack: Awaited<ReturnType<typeof startStack>>; proxy: Awaited<ReturnType<typeof startSlowProxy>> } | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    const proxy = await startSlowProxy();
    const stack = await startStack({ ...options, dbPath: path.join(dir, 'platform.db'), platformUrl: proxy.url });
    proxy.forwardTo(stack.platformUrl);
    parts = { stack, proxy };
  });
  afterAll(async () => {
    await parts?.stack.close();
    await parts?.proxy.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const started = () => {
    if (!parts) throw new Error('the stack starts in beforeAll');
    return parts;
  };
  return {
    get stack() {
      return started().stack;
    },
    get proxy() {
      return started().proxy;
    },
  };
}
