import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

/** One place, no queue: a request holding the place makes every other render wait for nothing and be refused. */
const env = useStack('admission-front-', { configTtlMs: 60_000, env: { ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE: '0', ADMISSION_PER_CLIENT: '1' } });
const HOST = 'demo-a.localhost';

/** A form post whose body never finishes: admitted, it holds the one place while its body is awaited. */
async function holdThePlace(siteUrl: string): Promise<net.Socket> {
  const { port } = new URL(siteUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /login HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: http://${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nusername=`,
  );
  // Its place is taken once the site has read its headers.
  await new Promise((r) => setTimeout(r, 300));
  return socket;
}

describe('a full instance', () => {
  it('refuses at once, before the body, the session or a render: a page navigation gets the busy page that asks again by itself, a form and a script the plain answer', async () => {
    const { siteUrl } = env.stack;
    const socket = await holdThePlace(siteUrl);
    try {
      const started = Date.now();
      // A page navigation (the floor route renders each time, so only admission stands between it and Remix).
      const page = await httpRequest(`${siteUrl}/health`, { headers: { host: HOST, accept: 'text/html' } });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-request-id']).toBeTruthy();
      expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
      expect(page.body).toContain('data-testid="system-busy"');
      // It asks for the same address again after Retry-After without any script, and says so.
      expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
      expect(page.body).toContain('This page tries again by itself in a few seconds.');
      expect(page.body).not.toContain('<script');

      // A refused form is never re-sent by itself, and its body is not read: the connection ends after the answer.
      const form = await httpRequest(`${siteUrl}/login`, {
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=a&password=b',
      });
      expect(form.status).toBe(503);
      expect(form.headers.connection).toBe('close');
      expect(form.body).toContain('data-testid="system-busy"');
      expect(form.body).not.toContain('http-equiv="refresh"');

      // A client that takes no HTML gets the message as text, in the visitor's language.
      const text = await httpRequest(`${siteUrl}/health`, { headers: { host: HOST, accept: 'application/json' } });
      expect(text.status).toBe(503);
      expect(text.headers['content-type']).toMatch(/^text\/plain/);
      expect(text.body).toContain("We're very busy right now.");

      // Probes and the build's files are never refused.
      expect((await httpRequest(`${siteUrl}/healthz`, { headers: { host: HOST } })).status).toBe(200);
      expect((await httpRequest(`${siteUrl}/favicon.ico`, { headers: { host: HOST } })).status).not.toBe(503);
    } finally {
      socket.destroy();
    }
    // Once the place is free the same page renders.
    await new Promise((r) => setTimeout(r, 200));
    expect((await httpRequest(`${siteUrl}/health`, { headers: { host: HOST } })).status).toBe(200);
  }, 30_000);
});
