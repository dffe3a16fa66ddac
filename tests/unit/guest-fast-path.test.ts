import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../app/request/brands/load-brands.server';
import { indexBrands, resolveHost } from '../../app/request/brands/resolve-host';
import { guestFastPath } from '../../server/guest-pages/guest-fast-path';
import { GuestPageCache } from '../../server/guest-pages/guest-page-cache';
import { guestPages } from '../../server/guest-pages/guest-pages';
import { securityHeaderList } from '../../server/http/security-headers';
import { resolveVisit, type SiteOptions, type Visit } from '../../server/http/site-visit';

const brand = { id: 'demo-a', hosts: ['demo-a.localhost'], canonicalHost: 'demo-a.localhost', affiliateSubdomains: false } as unknown as Brand;
const index = indexBrands([brand]);
const site: SiteOptions = {
  resolveHost: (input) => resolveHost(input, { index, trustProxy: false, stagingDomain: 'staging.localhost' }),
  trustProxy: false,
  // Staging asks for its password (as with STAGING_AUTH set): nobody here sends it.
  stagingAccess: () => ({ kind: 'challenge' }),
};

/** What reached Express (the path in front of it declined), and what the "app" rendered. */
const reachedExpress: string[] = [];
const renders: string[] = [];
const touches: string[] = [];
const TTL_MS = 300;
/** A page with its nonce in the policy and in two places of the body, large enough for `compression` to want it. */
const page = (nonce: string) =>
  new Response(
    `<!doctype html><html><head><script nonce="${nonce}">1</script></head><body>${'<p>page</p>'.repeat(200)}<style nonce="${nonce}"></style></body></html>`,
    {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': `script-src 'nonce-${nonce}'`, 'X-Robots-Tag': 'none' },
    },
  );

const cache = new GuestPageCache({
  ttlMs: TTL_MS,
  staleMs: 60_000,
  maxEntries: 10,
  maxBytes: 10_000_000,
  cdnMaxAgeS: 0,
  async render(request, _visit, nonce) {
    renders.push(new URL(request.url).pathname);
    return page(nonce);
  },
  // The render worker: stale pages re-render there; one that cannot (here `/worker-down`) is rendered by `render`.
  async renderElsewhere(job) {
    const pathname = new URL(job.url).pathname;
    if (pathname === '/worker-down') throw new Error('the render worker is restarting');
    renders.push(`elsewhere ${pathname} for ${job.brandId} at ${job.host}${job.preview ? ' (preview)' : ''}, cookie ${job.cookie}`);
    return page(job.nonce);
  },
  contentMissing: { header: 'x-content-missing', partOf: () => null },
  assignImageCdn: () => Promise.resolve({ pair: 'img_cdn=0', setCookie: null }),
  touchBrandContent: (touched) => touches.push(touched.id),
  onBrandContentChange: () => undefined,
});

// Express as the site has it, reduced to what the cache needs: the host resolved, the cache, then "Remix".
const app = express();
app.use((req, res, next) => {
  reachedExpress.push(`${req.method} ${req.originalUrl}`);
  const arrival = resolveVisit(req, req.originalUrl, site);
  if (arrival.kind !== 'site') {
    res.status(arrival.kind === 'unauthorised' ? 401 : 404).end('not here');
    return;
  }
  res.locals.visit = arrival.visit;
  next();
});
app.use(guestPages(cache, (res) => (res as express.Response).locals.visit as Visit));
app.use((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => res.end(`remix got ${Buffer.concat(chunks).length} bytes`));
});

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(guestFastPath({ cache, site, securityHeaders: securityHeaderList({ hsts: true }) }, app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
const request = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request({ port, path, method: options.method ?? 'GET', headers: { host: 'demo-a.localhost', ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });

/** What reached Express while `run` ran. */
async function throughExpress<T>(run: () => Promise<T>): Promise<{ result: T; reached: string[] }> {
  const before = reachedExpress.length;
  const result = await run();
  return { result, reached: reachedExpress.slice(before) };
}

const nonceIn = (res: Answer) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const bodyNonces = (res: Answer) => [...new Set([...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

describe('guest-cache hits in front of Express', () => {
  it('renders a miss through Express, then answers the hits without it, with the security headers and a nonce of their own', async () => {
    const miss = await throughExpress(() => request('/home'));
    expect(miss.result.headers['x-cache']).toBe('miss');
    expect(miss.reached).toEqual(['GET /home']);
    const nonces = new Set<string>();
    for (const method of ['GET', 'GET', 'HEAD']) {
      const { result: hit, reached } = await throughExpress(() => request('/home', { method }));
      expect(reached).toEqual([]);
      expect(hit.status).toBe(200);
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(hit.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(hit.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(hit.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(hit.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(hit.headers['x-robots-tag']).toBe('none');
      expect(hit.headers.vary).toBe('Cookie, Accept-Encoding');
      const nonce = nonceIn(hit);
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      nonces.add(nonce!);
      if (method === 'HEAD') expect(hit.body).toBe('');
      else expect(bodyNonces(hit)).toEqual([nonce]);
    }
    expect(nonces.size).toBe(3);
    expect(renders.filter((p) => p === '/home')).toHaveLength(1);
    expect(touches).toContain('demo-a');
  });

  it('hands Express everything that is not a hit, unread: other methods with their body, other hosts, staging without its password, encodings it leaves to compression', async () => {
    await request('/home');
    const post = await throughExpress(() => request('/home', { method: 'POST', body: 'x'.repeat(5000), headers: { 'content-type': 'text/plain' } }));
    expect(post.reached).toEqual(['POST /home']);
    expect(post.result.body).toBe('remix got 5000 bytes');
    const declined: Record<string, string>[] = [
      { host: 'nobody.localhost' },
      { host: 'www.demo-a.localhost' },
      { host: 'demo-a.staging.localhost' },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'identity, gzip' },
      { host: 'demo-a.localhost:99999' },
    ];
    for (const headers of declined) {
      const answer = await throughExpress(() => request('/home', { headers }));
      expect(answer.reached, JSON.stringify(headers)).toEqual(['GET /home']);
    }
    // A target spelled otherwise than its page's key is Express's to route.
    expect((await throughExpress(() => request('/x/../home'))).reached).toEqual(['GET /x/../home']);
    // A session (any cookie the page is not known to ignore) goes past the cache, through Express.
    const session = await throughExpress(() => request('/home', { headers: { cookie: 'wl_session=abc' } }));
    expect(session.reached).toEqual(['GET /home']);
    expect(session.result.headers['x-cache']).toBe('bypass');
  });

  it('serves a stale page before Express while one background render, in the render worker, replaces it', async () => {
    await request('/stale');
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    const stale = await throughExpress(() => request('/stale'));
    expect(stale.reached).toEqual([]);
    expect(stale.result.headers['x-cache']).toBe('stale');
    const replaced = () => renders.filter((p) => p.includes('/stale'));
    for (let i = 0; i < 50 && replaced().length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    // The miss rendered here; the replacement in the worker, with the key's inputs only.
    expect(replaced()).toEqual(['/stale', 'elsewhere /stale for demo-a at demo-a.localhost, cookie null']);
    for (let i = 0; i < 50; i++) {
      if ((await request('/stale')).headers['x-cache'] === 'hit') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await request('/stale')).headers['x-cache']).toBe('hit');
  });

  it('re-renders a stale page here when the render worker cannot take it', async () => {
    await request('/worker-down');
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    expect((await request('/worker-down')).headers['x-cache']).toBe('stale');
    for (let i = 0; i < 50 && renders.filter((p) => p === '/worker-down').length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(renders.filter((p) => p === '/worker-down')).toHaveLength(2);
    for (let i = 0; i < 50; i++) {
      if ((await request('/worker-down')).headers['x-cache'] === 'hit') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await request('/worker-down')).headers['x-cache']).toBe('hit');
  });
});
