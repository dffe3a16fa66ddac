import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainable } from '../../server/lifecycle/graceful-shutdown';
import { httpRequest } from '../support/http';
import { postForm } from '../support/site-session';
import { startSlowProxy } from '../support/slow-proxy';
import { useTempPlatform } from '../support/temp-platform';
import { bundled, SITE_SOURCES } from '../support/script-bundle';

const HOST = 'demo-a.localhost';

/** `npm start`'s server (server/start.ts) in its own process, on a free port, its output kept. */
async function startServer(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: '0', NODE_ENV: 'production' };
  // Staging plays no part here.
  delete childEnv.STAGING_DOMAIN;
  const child: ChildProcess = spawn(process.execPath, bundled('server/start.ts', SITE_SOURCES), {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site: http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

describe('health probes and graceful shutdown of npm start', () => {
  const temp = useTempPlatform('health-');
  let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    proxy = await startSlowProxy();
    proxy.forwardTo(temp.platform.url);
    // No brand's config can load until the test releases the platform.
    proxy.hold(/.*/);
    server = await startServer({
      PLATFORM_URL: proxy.url,
      SESSION_SECRET: 'health-test-secret-0123456789',
      SESSION_STORE: `sqlite:${path.join(temp.dir, 'sessions.db')}`,
      SHUTDOWN_GRACE_MS: '20000',
    });
  }, 90_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await proxy?.close();
  });

  it('answers /healthz on any host, and /readyz with 503 and the reason until every brand has its config', async () => {
    for (const host of [HOST, 'unknown.example']) {
      const alive = await httpRequest(`${server.url}/healthz`, { headers: { host } });
      expect(alive.status).toBe(200);
      expect(alive.body.trim()).toBe('ok');
    }
    const waiting = await httpRequest(`${server.url}/readyz`, { headers: { host: 'probe.internal' } });
    expect(waiting.status).toBe(503);
    expect(waiting.headers['cache-control']).toBe('no-store');
    for (const brand of ['demo-a', 'demo-b', 'demo-c']) expect(waiting.body).toContain(`brand ${brand}: config not loaded`);
    expect(waiting.body).not.toContain('session store');

    proxy.release();
    const ready = await httpRequest(`${server.url}/readyz`, { headers: { host: 'probe.internal' } });
    expect(ready.body).toBe('ready\n');
    expect(ready.status).toBe(200);
  }, 30_000);

  it('on SIGTERM finishes a slow request in flight, refuses new connections and exits 0', async () => {
    // Warm the sign-in page's config, then make every platform call slow.
    await httpRequest(`${server.url}/login`, { headers: { host: HOST } });
    proxy.setDelay(2_000);
    const started = performance.now();
    const slow = postForm(server.url, HOST, '/login', { username: 'player1', password: 'Player123', intent: 'login', redirectTo: '/index' });
    // The request reaches the platform (the proxy holds it) before the signal.
    for (let i = 0; i < 100 && proxy.stats().inFlight === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(proxy.stats().inFlight).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await expect(httpRequest(`${server.url}/healthz`, { headers: { host: HOST } })).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    const answer = await slow;
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/index');
    expect(performance.now() - started).toBeGreaterThan(1_900);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/requests in flight finished/);
  }, 60_000);
});

describe('drainable', () => {
  it('cuts a request still running after the grace period, and releases the rest', async () => {
    const server = http.createServer(() => undefined);
    const drain = drainable(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const hanging = httpRequest(`http://127.0.0.1:${port}/`).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 200));
    let released = false;
    const started = performance.now();
    const outcome = await drain.drain({ graceMs: 300, release: async () => void (released = true), report: () => undefined });
    expect(outcome.cut).toBe(true);
    expect(released).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
