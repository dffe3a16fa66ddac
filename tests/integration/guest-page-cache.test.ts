import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadAdminHere } from '../support/admin';
import { httpRequest, type HttpResult } from '../support/http';
import { logIn, postForm, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

// A TTL far longer than the tests: a page that changes within a test changed because the cache let it.
const env = useStack('guest-cache-', { configTtlMs: 200, env: { GUEST_PAGE_TTL_MS: '60000', STAGING_AUTH: 'support:correct-horse-battery' } });
const HOST = 'demo-a.localhost:3000';
const PREVIEW_HOST = 'demo-a.staging.localhost:3000';
const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });
const STAFF = basic('support:correct-horse-battery');

const get = (pathname: string, headers: Record<string, string> = {}, host = HOST, method = 'GET') =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { method, headers: { host, ...headers } });
/** A cookie as the site's own (unsigned) cookies write it. */
const cookie = (name: string, value: unknown) => `${name}=${encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'))}`;
const admin = (...args: string[]) => adminCommand(env.stack.dbPath, ...args);

const CDN_0 = cookie('img_cdn', 0);
const CDN_1 = cookie('img_cdn', 1);
const nonceOf = (res: HttpResult) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const bodyNonces = (res: HttpResult) => new Set([...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const htmlLang = (res: HttpResult) => /<html lang="([^"]+)"/.exec(res.body)?.[1];
const imageBases = (res: HttpResult) => [...new Set([...res.body.matchAll(/src="(http:\/\/[^"]+?)\/(?:game|vendor)\/\w+\.(?:webp|png)"/g)].map((m) => m[1]))];

/** The answer's bytes as they came over the wire (httpRequest decodes them as text), and its headers as sent, in order. */
const getBytes = (pathname: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<{ headers: http.IncomingHttpHeaders; rawHeaders: string[]; bytes: Buffer }>((resolve, reject) => {
    http
      .request(`${env.stack.siteUrl}${pathname}`, { method, headers: { host: HOST, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, rawHeaders: res.rawHeaders, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });

/**
 * A response's headers as sent, in order, without those that differ per response by design: the
 * nonce in the policy, the timings, the date and whether it was a hit or the miss that stored the page.
 */
const comparableHeaders = (rawHeaders: string[]) => {
  const pairs: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const [name, value] = [rawHeaders[i]!.toLowerCase(), rawHeaders[i + 1]!];
    if (name === 'content-security-policy') pairs.push(`${name}: ${value.replace(/'nonce-[^']+'/g, "'nonce-*'")}`);
    // Each answer has its own request id (a stored page must never repeat the one it was rendered under).
    else if (name === 'x-request-id') pairs.push(`${name}: ${/^[\w-]{8,}$/.test(value) ? '*' : value}`);
    else if (!['server-timing', 'date', 'x-cache'].includes(name)) pairs.push(`${name}: ${value}`);
  }
  return pairs;
};
const nonceIn = (headers: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
const pageNonces = (page: string) => [...new Set([...page.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

/**
 * Asks until the answer comes from the cache, three times at most: a brand's very first request goes
 * past the cache while its config loads, the next one renders and stores.
 */
async function cached(pathname: string, headers: Record<string, string> = {}, host = HOST) {
  let res = await get(pathname, headers, host);
  for (let i = 0; i < 2 && res.headers['x-cache'] !== 'hit'; i++) res = await get(pathname, headers, host);
  return res;
}

describe('guest page cache', () => {
  it('serves the next guest from the cache, with a nonce of its own in the policy and the page', async () => {
    // The brand's first request loads its config (past the cache).
    expect((await get('/index?warm', { cookie: CDN_0 })).headers['x-cache']).toBe('bypass');
    const first = await get('/index', { cookie: CDN_0 });
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get('/index', { cookie: CDN_0 });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toMatch(/^[\w+/]{22}==$/);
    expect(b).toMatch(/^[\w+/]{22}==$/);
    expect(a).not.toBe(b);
    // Every script and style of each page carries that response's nonce, and only it.
    expect([...bodyNonces(first)]).toEqual([a]);
    expect([...bodyNonces(second)]).toEqual([b]);
    // Otherwise the same page.
    expect(second.body.split(b!).join('')).toBe(first.body.split(a!).join(''));
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(String(second.headers.vary)).toMatch(/Cookie/);
    // HEAD is answered from the same page.
    const head = await get('/index', { cookie: CDN_0 }, HOST, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  it('gives a browser that takes gzip the stored gzip of the page, with a nonce of its own in the policy and the page', async () => {
    const plain = await cached('/index', { cookie: CDN_0 });
    const browser = { cookie: CDN_0, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const [first, second] = [await getBytes('/index', browser), await getBytes('/index', browser)];
    const nonces: string[] = [];
    for (const res of [first, second]) {
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      // gunzip checks the CRC-32 and the length in the trailer as well.
      const page = gunzipSync(res.bytes).toString('utf8');
      expect([...new Set([...page.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([nonce]);
      expect(page.split(nonce!).join('')).toBe(plain.body.split(nonceOf(plain)!).join(''));
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // HEAD says what GET would send.
    const head = await getBytes('/index', browser, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.bytes.length).toBe(0);
    // A client that takes no gzip gets the page some other way it takes.
    const brotli = await getBytes('/index', { cookie: CDN_0, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString('utf8')).toContain('</html>');
    const refused = await getBytes('/index', { cookie: CDN_0, 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.bytes.toString('utf8')).toContain('</html>');
  });

  it('answers a hit with the headers the page was stored with, security headers first, gzipped or not', async () => {
    await cached('/index', { cookie: CDN_0 });
    for (const [name, encoding] of [
      ['gzip', 'gzip, deflate, br, zstd'],
      ['as it is', 'identity'],
    ] as const) {
      // A page not seen before: its miss is sent by the Express path, the hits that follow before Express.
      const pathname = `/index?fast-path-${name.replace(/ /g, '-')}`;
      const headers = { cookie: CDN_0, 'accept-encoding': encoding };
      const miss = await getBytes(pathname, headers);
      expect(miss.headers['x-cache'], name).toBe('miss');
      const hits = [await getBytes(pathname, headers), await getBytes(pathname, headers)];
      const nonces = new Set<string>();
      for (const hit of [miss, ...hits]) {
        if (hit !== miss) expect(hit.headers['x-cache'], name).toBe('hit');
        expect(comparableHeaders(hit.rawHeaders), name).toEqual(comparableHeaders(miss.rawHeaders));
        expect(hit.headers['x-content-type-options']).toBe('nosniff');
        expect(hit.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(hit.headers['permissions-policy']).toMatch(/camera=\(\)/);
        expect(hit.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        // The test stack runs in production mode, where cookies are Secure and HSTS is on.
        expect(hit.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(hit.headers.vary).toBe('Cookie, Accept-Encoding');
        expect(hit.headers['content-encoding']).toBe(name === 'gzip' ? 'gzip' : undefined);
        expect(Number(hit.headers['content-length'])).toBe(hit.bytes.length);
        const page = (name === 'gzip' ? gunzipSync(hit.bytes) : hit.bytes).toString('utf8');
        const nonce = nonceIn(hit.headers);
        expect(nonce).toMatch(/^[\w+/]{22}==$/);
        expect(pageNonces(page)).toEqual([nonce]);
        nonces.add(nonce!);
      }
      expect(nonces.size).toBe(3);
    }
  });

  it("negotiates gzip on a hit as Express does: q=0 refuses it, and a client that ranks the bytes as they are first gets compression's own pick", async () => {
    await cached('/index', { cookie: CDN_0 });
    const asIs: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0' },
      { 'accept-encoding': 'gzip;q=0, deflate;q=0, br;q=0' },
    ];
    for (const extra of asIs) {
      const res = await getBytes('/index', { cookie: CDN_0, ...extra });
      expect(res.headers['x-cache'], JSON.stringify(extra)).toBe('hit');
      expect(res.headers['content-encoding'], JSON.stringify(extra)).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
      expect(pageNonces(res.bytes.toString('utf8'))).toEqual([nonceIn(res.headers)]);
    }
    for (const encoding of ['gzip', 'GZIP', '*', 'gzip;q=0.5, identity;q=0.1']) {
      const res = await getBytes('/index', { cookie: CDN_0, 'accept-encoding': encoding });
      expect(res.headers['x-cache'], encoding).toBe('hit');
      expect(res.headers['content-encoding'], encoding).toBe('gzip');
      expect(pageNonces(gunzipSync(res.bytes).toString('utf8'))).toEqual([nonceIn(res.headers)]);
    }
    // `identity` first, then gzip: the page goes out as it is and `compression` gzips it on the way, as before.
    const ranked = await getBytes('/index', { cookie: CDN_0, 'accept-encoding': 'identity, gzip' });
    expect(ranked.headers['x-cache']).toBe('hit');
    expect(ranked.headers['content-encoding']).toBe('gzip');
    expect(pageNonces(gunzipSync(ranked.bytes).toString('utf8'))).toEqual([nonceIn(ranked.headers)]);
    // HEAD from the cache: the headers of a GET, no body, whatever the encoding.
    for (const encoding of ['gzip', 'identity', 'br']) {
      const head = await getBytes('/index', { cookie: CDN_0, 'accept-encoding': encoding }, 'HEAD');
      expect(head.headers['x-cache'], encoding).toBe('hit');
      expect(head.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
      expect(head.bytes.length).toBe(0);
    }
  });

  it("serves a kept page only where the Express path would: not to an unknown, forwarded or secondary host, nor a preview without staging's password", async () => {
    await cached('/index', { cookie: CDN_0 });
    for (const [host, extra] of [
      ['nobody.localhost:3000', {}],
      ['unknown.localhost:3000', { 'x-forwarded-host': 'demo-a.localhost:3000' }],
    ] as const) {
      const res = await get('/index', { cookie: CDN_0, ...extra }, host);
      expect(res.status, host).toBe(404);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toMatch(/Aurora|Jade|Ember|demoa01|data-theme|nonce=/);
    }
    const secondary = await get('/index', { cookie: CDN_0 }, 'www.demo-a.localhost:3000');
    expect(secondary.status).toBe(301);
    expect(secondary.headers.location).toBe('http://demo-a.localhost:3000/index');
    // A bad port in the Host is refused before anything else, kept page or not.
    expect((await get('/index', { cookie: CDN_0 }, 'demo-a.localhost:99999')).status).toBe(400);

    // The preview is kept for support staff; without the password (or with a wrong one) it is still a 401.
    expect((await cached('/index', { cookie: CDN_0, ...STAFF }, PREVIEW_HOST)).headers['x-cache']).toBe('hit');
    for (const extra of [{}, basic('support:wrong-horse-battery')]) {
      const res = await get('/index', { cookie: CDN_0, ...extra }, PREVIEW_HOST);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic/);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.body).not.toMatch(/demoa01|data-theme|nonce=/);
    }
  });

  it('gives a first visit the page of its image CDN pick, with the cookie that keeps it, and spreads first visits', async () => {
    await cached('/rng', { cookie: CDN_0 });
    await cached('/rng', { cookie: CDN_1 });
    const picks = new Map<string, string>();
    for (let i = 0; i < 24 && picks.size < 2; i++) {
      const res = await get('/rng');
      expect(res.headers['x-cache']).toBe('hit');
      // A response that sets a cookie is this visitor's: no shared cache may keep it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const set = String(res.headers['set-cookie']).split(';')[0]!;
      const bases = imageBases(res);
      expect(bases).toHaveLength(1);
      picks.set(set, bases[0]!);
    }
    expect(picks.size).toBe(2);
    // Each pick's page shows its own CDN.
    expect(new Set(picks.values()).size).toBe(2);
    expect(picks.get(CDN_0)).toBe(imageBases(await get('/rng', { cookie: CDN_0 }))[0]);
    expect(picks.get(CDN_1)).toBe(imageBases(await get('/rng', { cookie: CDN_1 }))[0]);
  });

  it('never hands one visitor the page of a visitor who differs in language, mode, image CDN or preview', async () => {
    const variants: [string, Record<string, string>, string, (res: HttpResult) => unknown][] = [
      ['English', { cookie: CDN_0 }, HOST, htmlLang],
      ['Vietnamese', { cookie: `${CDN_0}; ${cookie('lang', 'VI')}` }, HOST, htmlLang],
      ['light', { cookie: `${CDN_0}; ${cookie('mode', 'light')}` }, HOST, (res) => /data-mode="(\w+)"/.exec(res.body)?.[1]],
      ['dark', { cookie: `${CDN_0}; ${cookie('mode', 'dark')}` }, HOST, (res) => /data-mode="(\w+)"/.exec(res.body)?.[1]],
      ['CDN 0', { cookie: CDN_0 }, HOST, imageBases],
      ['CDN 1', { cookie: CDN_1 }, HOST, imageBases],
      ['live', { cookie: CDN_0 }, HOST, (res) => [res.headers['x-robots-tag'] ?? null, res.body.includes('//staging.localhost:3000/')]],
      ['preview', { cookie: CDN_0, ...STAFF }, PREVIEW_HOST, (res) => [res.headers['x-robots-tag'] ?? null, res.body.includes('//staging.localhost:3000/')]],
    ];
    const seen = new Map<string, unknown>();
    for (const [name, headers, host, mark] of variants) {
      const res = await cached('/rng', headers, host);
      expect(res.headers['x-cache'], name).toBe('hit');
      seen.set(name, JSON.stringify(mark(res)));
    }
    expect(seen.get('English')).toBe('"en"');
    expect(seen.get('Vietnamese')).toBe('"vi"');
    expect(seen.get('light')).toBe('"light"');
    expect(seen.get('dark')).toBe('"dark"');
    expect(seen.get('CDN 0')).not.toBe(seen.get('CDN 1'));
    expect(seen.get('live')).toBe('[null,false]');
    expect(seen.get('preview')).toBe('["noindex",true]');
  });

  it('never serves a signed-in page or a one-time notice from the cache, nor either to a guest', async () => {
    await cached('/index', { cookie: CDN_0 });
    const player = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const signedIn = await get('/index', { cookie: `${player}; ${CDN_0}` });
    // Rendered for the player, whole or from the shared render with their own parts written in: never a guest page.
    expect(signedIn.headers['x-cache']).toMatch(/^(bypass|splice)$/);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).toContain('data-testid="balance"');

    const guest = await get('/index', { cookie: CDN_0 });
    expect(guest.headers['x-cache']).toBe('hit');
    expect(guest.body).not.toContain('data-testid="balance"');

    // Logged out: the session cookie now carries a notice to show once.
    const out = await postForm(env.stack.siteUrl, HOST, '/logout', {}, player);
    const flashed = sessionCookieOf(out)!;
    const withNotice = await get('/index', { cookie: `${flashed}; ${CDN_0}` });
    expect(withNotice.headers['x-cache']).toBe('bypass');
    expect(withNotice.body).toContain('>You have been logged out.<');
    const next = await get('/index', { cookie: CDN_0 });
    expect(next.body).not.toContain('>You have been logged out.<');

    // Any cookie the page is not known to ignore, and one-time sign-in links, go past the cache too.
    expect((await get('/index', { cookie: `${CDN_0}; something=1` })).headers['x-cache']).toBe('bypass');
    expect((await get('/index?token=abc', { cookie: CDN_0 })).headers['x-cache']).not.toMatch(/hit|miss|stale/);
  });

  it('keeps consent answers apart', async () => {
    admin('analytics', 'demoa01', 'G-CACHE2026');
    try {
      const pending = async () => {
        for (let i = 0; i < 40; i++) {
          const res = await get('/index', { cookie: CDN_0 });
          if (res.body.includes('data-testid="consent-banner"')) return res;
          await new Promise((r) => setTimeout(r, 150));
        }
        throw new Error('the consent banner never showed');
      };
      await pending();
      const asked = await pending();
      expect(asked.headers['x-cache']).toBe('hit');
      expect(asked.body).not.toContain('data-testid="analytics-tag"');
      const granted = await cached('/index', { cookie: `${CDN_0}; ${cookie('analytics_consent', 'granted')}` });
      expect(granted.headers['x-cache']).toBe('hit');
      expect(granted.body).toContain('data-testid="analytics-tag"');
      expect(granted.body).not.toContain('data-testid="consent-banner"');
      const declined = await cached('/index', { cookie: `${CDN_0}; ${cookie('analytics_consent', 'declined')}` });
      expect(declined.body).not.toContain('data-testid="analytics-tag"');
      expect(declined.body).not.toContain('data-testid="consent-banner"');
      expect((await get('/index', { cookie: CDN_0 })).body).toContain('data-testid="consent-banner"');
    } finally {
      admin('analytics', 'demoa01', 'off');
    }
  });

  it("drops a brand's pages when its config changes, long before their TTL", async () => {
    const host = 'demo-b.localhost:3000';
    const before = await cached('/index', { cookie: CDN_0 }, host);
    expect(before.headers['x-cache']).toBe('hit');
    expect(before.body).not.toContain('data-testid="analytics-tag"');
    admin('analytics', 'demob02', 'G-JADE2026');
    try {
      const started = Date.now();
      let res = before;
      while (!res.body.includes('data-testid="analytics-tag"') && Date.now() - started < 5_000) {
        await new Promise((r) => setTimeout(r, 100));
        res = await get('/index', { cookie: CDN_0 }, host);
      }
      expect(res.body).toContain('data-testid="analytics-tag"');
      // And the new page is shared again.
      expect((await get('/index', { cookie: CDN_0 }, host)).headers['x-cache']).toBe('hit');
    } finally {
      admin('analytics', 'demob02', 'off');
    }
  });
});
