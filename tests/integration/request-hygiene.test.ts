import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../support/http';
import { logIn } from '../support/site-session';
import { useStack } from '../support/stack';

/** Requests as an attacker or a broken client sends them: a 4xx with a kind body, never a 5xx, never another brand's bytes. */
const env = useStack('hygiene-');
const HOST = 'demo-a.localhost';

/** node:http straight, so the test controls the method, the request target and every header. */
function raw(options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; host?: string }): Promise<HttpResult> {
  const url = new URL(env.stack.siteUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path ?? '/index',
        headers: { host: options.host ?? HOST, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const sameOrigin = { origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' };

describe('bad requests', () => {
  const cases: { name: string; send: () => Promise<HttpResult>; expect: number | number[] }[] = [
    ...['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'].map((method) => ({ name: `${method} /login`, send: () => raw({ method, path: '/login' }), expect: 405 })),
    { name: 'a method that does not exist', send: () => raw({ method: 'BREW', path: '/login' }), expect: [400, 405] },
    {
      name: 'JSON to /login',
      send: () => raw({ method: 'POST', path: '/login', headers: { origin: `http://${HOST}`, 'content-type': 'application/json' }, body: '{"username":"a"}' }),
      expect: 415,
    },
    {
      name: 'no Content-Type to /login',
      send: () => raw({ method: 'POST', path: '/login', headers: { origin: `http://${HOST}` }, body: 'username=a' }),
      expect: 415,
    },
    {
      name: 'broken multipart to /login',
      send: () =>
        raw({
          method: 'POST',
          path: '/login',
          headers: { origin: `http://${HOST}`, 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nnonsense',
        }),
      expect: 400,
    },
    {
      name: 'a file in a form field',
      send: () =>
        raw({
          method: 'POST',
          path: '/login',
          headers: { origin: `http://${HOST}`, 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nContent-Disposition: form-data; name="username"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n',
        }),
      expect: 400,
    },
    { name: 'Host port 99999', send: () => raw({ host: 'demo-a.localhost:99999' }), expect: 400 },
    { name: 'Host port 0', send: () => raw({ host: 'demo-a.localhost:0' }), expect: 400 },
    { name: 'Host with a bad port', send: () => raw({ host: 'demo-a.localhost:abc' }), expect: 404 },
    { name: 'absolute-form target', send: () => raw({ path: 'http://evil.example/index' }), expect: 400 },
    { name: 'asterisk target', send: () => raw({ path: '*' }), expect: 400 },
    { name: 'a 10 KB address', send: () => raw({ path: `/index?q=${'a'.repeat(10_000)}` }), expect: 414 },
    { name: 'broken percent-encoding', send: () => raw({ path: '/%E0%A4%A' }), expect: 400 },
    { name: 'broken percent-encoding in the query', send: () => raw({ path: '/rng?q=%E0%A4%A&page=%ZZ' }), expect: [200, 400] },
    { name: 'dot segments', send: () => raw({ path: '/..%2f..%2fetc%2fpasswd' }), expect: 404 },
    {
      name: 'cross-origin POST /login',
      send: () =>
        raw({ method: 'POST', path: '/login', headers: { ...sameOrigin, origin: 'http://evil.example' }, body: form({ username: 'a', password: 'b' }) }),
      expect: 403,
    },
    {
      name: 'cross-origin POST /logout',
      send: () => raw({ method: 'POST', path: '/logout', headers: { ...sameOrigin, origin: 'http://evil.example' }, body: '' }),
      expect: 403,
    },
    {
      name: 'same host, another port',
      send: () => raw({ method: 'POST', path: '/login', headers: { ...sameOrigin, origin: 'http://demo-a.localhost:9999' }, body: form({ username: 'a' }) }),
      expect: 403,
    },
    {
      name: 'https origin on an http site',
      send: () => raw({ method: 'POST', path: '/logout', headers: { ...sameOrigin, origin: 'https://demo-a.localhost' }, body: '' }),
      expect: 403,
    },
    {
      name: 'opaque origin',
      send: () => raw({ method: 'POST', path: '/login', headers: { ...sameOrigin, origin: 'null' }, body: form({ username: 'a' }) }),
      expect: 403,
    },
    {
      name: 'cross-site fetch metadata',
      send: () =>
        raw({
          method: 'POST',
          path: '/login',
          headers: { 'content-type': sameOrigin['content-type'], 'sec-fetch-site': 'cross-site' },
          body: form({ username: 'a' }),
        }),
      expect: 403,
    },
    { name: 'POST to a page without an action', send: () => raw({ method: 'POST', path: '/index', headers: sameOrigin, body: form({ a: 'b' }) }), expect: 405 },
    {
      name: 'a bad favourite',
      send: () => raw({ method: 'POST', path: '/resources/favourite', headers: sameOrigin, body: form({ nodeId: 'x' }) }),
      expect: 400,
    },
    {
      name: 'a colour mode that does not exist',
      send: () => raw({ method: 'POST', path: '/resources/preferences', headers: sameOrigin, body: form({ mode: 'purple' }) }),
      expect: 400,
    },
    { name: 'a data request for nothing', send: () => raw({ path: '/nowhere.data' }), expect: 404 },
    { name: 'a data request with garbage routes', send: () => raw({ path: '/index.data?_routes=%00%ff' }), expect: [200, 400, 404] },
    { name: 'a game that does not exist', send: () => raw({ path: '/game?vendor=<script>&nodeId=-1' }), expect: [302, 404] },
  ];

  for (const c of cases) {
    it(`${c.name}: ${String(c.expect)}`, async () => {
      const res = await c.send();
      expect([c.expect].flat()).toContain(res.status);
      expect(res.body).not.toMatch(/at [\w.]+ \(|TypeError|PlatformError/);
      if (res.status === 405) expect(res.headers.allow).toBeTruthy();
    });
  }

  it('answers a client that does not read HTML in plain text', async () => {
    const res = await raw({ method: 'PUT', path: '/login', headers: { accept: 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('never echoes a redirect target longer than a real path', async () => {
    const res = await raw({ path: `/login?redirectTo=/${'a'.repeat(5_000)}` });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(200_000);
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const login = await raw({
      method: 'POST',
      path: '/login',
      headers: { ...sameOrigin, cookie },
      body: form({ username: 'player1', password: 'Player123', redirectTo: `/${'a'.repeat(5_000)}` }),
    });
    expect(login.status).toBe(302);
    expect((login.headers.location ?? '').length).toBeLessThan(2_000);
  });
});

describe('bounded input', () => {
  it('refuses a form body over the limit with 413, whether it says its length or not', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a');
    const declared = await raw({ method: 'POST', path: '/register', headers: { ...sameOrigin, 'content-length': String(big.length) }, body: big }).catch(
      () => null,
    );
    if (declared) expect(declared.status).toBe(413);
    const chunked = await raw({ method: 'POST', path: '/login', headers: { ...sameOrigin, 'transfer-encoding': 'chunked' }, body: big }).catch(() => null);
    if (chunked) expect(chunked.status).toBe(413);
    expect(declared ?? chunked).not.toBeNull();
  });

  it('keeps memory flat under 24 concurrent 20 MB posts', async () => {
    const payload = Buffer.alloc(20 * 1024 * 1024, 'x');
    const before = process.memoryUsage().rss;
    const send = (chunkedBody: boolean) =>
      new Promise<number>((resolve) => {
        const url = new URL(env.stack.siteUrl);
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: '/register',
            headers: { host: HOST, ...sameOrigin, ...(chunkedBody ? {} : { 'content-length': String(payload.length) }) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(-1));
        req.end(payload);
      });
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => send(i % 2 === 0)));
    const grown = process.memoryUsage().rss - before;
    // Each post is refused after at most 64 KB (or, past the instance's admission, before any); what the test itself sends is one shared buffer.
    expect(statuses.every((s) => s === 413 || s === 503 || s === -1)).toBe(true);
    expect(statuses.filter((s) => s === 413).length).toBeGreaterThan(0);
    expect(grown).toBeLessThan(150 * 1024 * 1024);
  }, 60_000);

  it('cuts an absurd field before use: a 4000-character username is a form error, not an echo', async () => {
    const res = await raw({
      method: 'POST',
      path: '/register',
      headers: sameOrigin,
      body: form({ mode: 'username', username: 'u'.repeat(4_000), password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('u'.repeat(300));
  });
});

describe('headers on every kind of response', () => {
  const must = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy', 'strict-transport-security'];
  const kinds: [string, () => Promise<HttpResult>][] = [
    ['a page', () => raw({ path: '/index' })],
    ['a data request', () => raw({ path: '/index.data' })],
    ['a static file', () => raw({ path: '/favicon.ico' })],
    ['a brand asset', () => raw({ path: '/brand-assets/demo-a/logo.svg' })],
    ['the health check', () => raw({ path: '/healthz' })],
    ['the framework health route', () => raw({ path: '/health' })],
    ['a JSON resource', () => raw({ path: '/resources/balance' })],
    ['an unknown host', () => raw({ host: 'nobody.example' })],
    ['a refused method', () => raw({ method: 'PUT', path: '/index' })],
    ['a 404 page', () => raw({ path: '/nothing-here' })],
  ];
  for (const [name, send] of kinds) {
    it(name, async () => {
      const res = await send();
      for (const header of must) expect(res.headers[header], `${name}: ${header}`).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  }

  it('gives pages a nonce-based policy whose nonce is on every script of the page', async () => {
    const res = await raw({ path: '/index' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await raw({ path: '/index' });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce!);
  });

  it("marks a signed-in player's pages and data private", async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    for (const path of ['/index', '/index.data', '/resources/balance']) {
      const res = await raw({ path, headers: { cookie } });
      expect(res.headers['cache-control'], path).toMatch(/private/);
      expect(res.headers['cache-control'], path).toMatch(/no-store/);
    }
  });
});

describe('what browsers and caches may keep', () => {
  it("a guest's data answers and the 404 page say how they may be cached", async () => {
    const data = await raw({ path: '/index.data' });
    expect(data.status).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-cache');
    const missing = await raw({ path: '/nothing-here' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const missingData = await raw({ path: '/nothing-here.data' });
    expect(missingData.headers['cache-control']).toMatch(/no-store|no-cache/);
  });

  it('every cookie is Secure where the session cookie is (production over https)', async () => {
    const first = await raw({ path: '/index' });
    const cdn = [first.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('img_cdn='));
    expect(cdn, 'the image CDN cookie').toBeTruthy();
    expect(cdn).toMatch(/;\s*Secure/i);
    const chosen = await raw({
      method: 'POST',
      path: '/resources/preferences',
      headers: sameOrigin,
      body: form({ language: 'CN', mode: 'dark', redirectTo: '/index' }),
    });
    expect(chosen.status).toBe(302);
    const cookies = [chosen.headers['set-cookie'] ?? []].flat();
    for (const name of ['lang', 'mode']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toBeTruthy();
      expect(cookie, name).toMatch(/;\s*Secure/i);
    }
    const consent = await raw({ method: 'POST', path: '/resources/consent', headers: sameOrigin, body: form({ answer: 'declined', redirectTo: '/index' }) });
    expect([consent.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('analytics_consent='))).toMatch(/;\s*Secure/i);
  });

  it("pages allow images and game frames from the brand's platform and CDNs only, not the whole web", async () => {
    const res = await raw({ path: '/index' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['img-src', 'frame-src']) {
      const sources = directive(name).split(/\s+/).slice(1);
      expect(sources, name).toContain(new URL(env.stack.platformUrl).origin);
      expect(sources, name).not.toContain('https:');
      expect(sources, name).not.toContain('http:');
      expect(sources, name).not.toContain('*');
    }
    // Every image the page shows is one the policy allows.
    const allowed = directive('img-src').split(/\s+/).slice(1);
    for (const [, src] of res.body.matchAll(/<img\b[^>]*\bsrc="(https?:[^"]+)"/g)) expect(allowed, src).toContain(new URL(src!).origin);
  });
});

describe('brands stay apart', () => {
  const brands = [
    { host: 'demo-a.localhost', id: 'demo-a', name: 'Aurora Casino', merchant: 'demoa01' },
    { host: 'demo-b.localhost', id: 'demo-b', name: 'Jade Dragon', merchant: 'demob02' },
    { host: 'demo-c.localhost', id: 'demo-c', name: 'Ember Play', merchant: 'democ03' },
  ];
  for (const brand of brands) {
    for (const other of brands.filter((b) => b !== brand)) {
      it(`${brand.id} shows nothing of ${other.id}`, async () => {
        for (const path of ['/index', '/login', '/nothing-here', '/live']) {
          const res = await raw({ host: brand.host, path });
          expect(res.body, `${brand.host}${path}`).not.toContain(other.name);
          expect(res.body, `${brand.host}${path}`).not.toContain(other.merchant);
          expect(res.body, `${brand.host}${path}`).not.toContain(`/brand-assets/${other.id}/`);
        }
        for (const file of ['logo.svg', 'icon.svg']) expect((await raw({ host: brand.host, path: `/brand-assets/${other.id}/${file}` })).status).toBe(404);
        expect((await raw({ host: brand.host, path: `/brand-assets/${brand.id}/icon.svg` })).status).toBe(200);
      });
    }
  }

  it("an unknown host gets a 404 with no brand's bytes at all", async () => {
    const res = await raw({ host: 'nobody.example', path: '/brand-assets/demo-a/logo.svg' });
    expect(res.status).toBe(404);
    for (const brand of brands) {
      expect(res.body).not.toContain(brand.name);
      expect(res.body).not.toContain(brand.id);
    }
  });
});
