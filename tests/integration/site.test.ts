import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { startStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The production build against the real reference platform, over HTTP, with a Host per brand. */
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-'));
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 200 });
});
afterAll(async () => {
  await stack?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get(host: string, pathname: string, headers: Record<string, string> = {}) {
  return httpRequest(`${stack.siteUrl}${pathname}`, { headers: { host, ...headers } });
}
function admin(...args: string[]) {
  adminCommand(stack.dbPath, ...args);
}
const waitFor = async <T>(probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  const until = Date.now() + 5_000;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
};

describe('brand by host', () => {
  it('serves two different brands from one process', async () => {
    const a = await get('demo-a.localhost:3000', '/index');
    const b = await get('demo-b.localhost:3000', '/index');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toContain('Aurora Casino');
    expect(a.body).toContain('data-theme="aurora"');
    expect(a.body).toContain('lang="en"');
    expect(b.body).toContain('Jade Dragon');
    expect(b.body).toContain('data-theme="jade"');
    expect(b.body).toContain('lang="vi"');
    expect(b.body).not.toContain('Aurora Casino');
  });

  it('answers an unknown host with a bare 404 that carries no brand data', async () => {
    for (const host of ['unknown.localhost', 'localhost:3000', '127.0.0.1']) {
      const res = await get(host, '/index');
      expect(res.status).toBe(404);
      expect(res.body).toContain('There is no site at this address');
      expect(res.body).not.toMatch(/Aurora|Jade|Ember|demoa01|data-theme/);
    }
  });

  it('honours X-Forwarded-Host only behind a trusted proxy', async () => {
    const res = await get('unknown.localhost', '/index', { 'x-forwarded-host': 'demo-a.localhost' });
    expect(res.status).toBe(404);
  });

  it('redirects a secondary host to the canonical host, keeping path and query', async () => {
    const res = await get('www.demo-a.localhost:3000', '/live?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('http://demo-a.localhost:3000/live?x=1');
  });

  it('redirects / to /index and the .html aliases to their pages', async () => {
    expect((await get('demo-a.localhost', '/')).headers.location).toBe('/index');
    expect((await get('demo-a.localhost', '/index.html')).headers.location).toBe('/index');
    expect((await get('demo-a.localhost', '/register.html?affiliateCode=X1')).headers.location).toBe('/register?affiliateCode=X1');
  });

  it('sends Server-Timing with the platform calls', async () => {
    const res = await get('demo-c.localhost', '/login');
    expect(String(res.headers['server-timing'])).toMatch(/dur=/);
  });
});

describe('features from config', () => {
  it('offers no promotion for a kind of game the brand does not have', async () => {
    // demo-b has no fishing games: its fishing promotion and tab would lead nowhere; demo-a has both.
    expect((await get('demo-b.localhost', '/fish')).status).toBe(404);
    const jade = await get('demo-b.localhost', '/promotions');
    expect(jade.status).toBe(200);
    expect(jade.body).toContain('Thử thách cược tháng này');
    expect(jade.body).not.toContain('Lễ hội bắn cá');
    expect(jade.body).not.toContain('category=fish_promo');
    expect((await get('demo-b.localhost', '/promotions?category=fish_promo')).body).not.toContain('Lễ hội bắn cá');
    const aurora = await get('demo-a.localhost', '/promotions');
    expect(aurora.body).toContain('Lucky Fishing Week');
    expect(aurora.body).toContain('category=fish_promo');
  });

  it('404s a route whose capability the brand lacks', async () => {
    expect((await get('demo-a.localhost', '/cockfight')).status).toBe(200);
    expect((await get('demo-b.localhost', '/cockfight')).status).toBe(404);
    // demo-c has no point mall (PTSYS3 off); demo-b's opened with it (decision 018).
    expect((await get('demo-c.localhost', '/pointMall')).status).toBe(404);
    // demo-b has sports but not FB Sports: no sportsbook page (demo-a has one).
    expect((await get('demo-b.localhost', '/fbsports')).status).toBe(404);
    expect((await get('demo-a.localhost', '/fbsports')).status).toBe(200);
    expect((await get('demo-a.localhost', '/pointMall')).status).toBe(200);
  });

  it('sends visitors without a session to /login when the brand wants it, except on open pages', async () => {
    const res = await get('demo-c.localhost', '/live');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirectTo=%2Flive');
    // The sign-in page there has no header and no main navigation to pages the visitor cannot open yet.
    const login = await get('demo-c.localhost', '/login?redirectTo=%2Flive');
    expect(login.status).toBe(200);
    expect(login.body).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
    expect(login.body).not.toMatch(/<nav[^>]*aria-label="Main"/);
    expect(login.body).not.toContain('<header');
    expect((await get('demo-c.localhost', '/helpmc')).status).toBe(200);
  });

  it('picks up a feature switched off by the platform admin within the TTL', async () => {
    expect((await get('demo-a.localhost', '/pointMall')).status).toBe(200);
    admin('feature', 'demoa01', 'PTSYS3', 'off');
    try {
      const res = await waitFor(
        () => get('demo-a.localhost', '/pointMall'),
        (r) => r.status === 404,
      );
      expect(res.status).toBe(404);
    } finally {
      admin('feature', 'demoa01', 'PTSYS3', 'on');
    }
  });
});

describe('system status', () => {
  it('shows maintenance with 503 and the region block with 451 and the visitor IP', async () => {
    admin('status', 'demob02', 'maintenance');
    try {
      const down = await waitFor(
        () => get('demo-b.localhost', '/index'),
        (r) => r.status === 503,
      );
      expect(down.status).toBe(503);
      expect(down.body).toContain('data-testid="system-maintenance"');
      expect(down.body).toContain('data-theme="jade"');
      // The way out: the brand's customer service, in the brand's language.
      expect(down.body).toMatch(/<a [^>]*href="\/resources\/customer-service"[^>]*>Liên hệ chăm sóc khách hàng<\/a>/);
      admin('status', 'demob02', 'region');
      const blocked = await waitFor(
        () => get('demo-b.localhost', '/index'),
        (r) => r.status === 451,
      );
      expect(blocked.status).toBe(451);
      expect(blocked.body).toContain('data-testid="system-region"');
      expect(blocked.body).toContain('127.0.0.1');
    } finally {
      admin('status', 'demob02', 'normal');
    }
    const back = await waitFor(
      () => get('demo-b.localhost', '/index'),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
  });
});

describe('staging preview', () => {
  it('serves a brand on <id>.staging with a Preview ribbon and noindex', async () => {
    const res = await get('demo-b.staging.localhost:3000', '/index');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('Jade Dragon');
    expect(res.body).toMatch(/<div[^>]*role="note"[^>]*>.*Jade Dragon/);
  });

  it('lists every brand with its hosts and status on the staging root', async () => {
    const res = await get('staging.localhost:3000', '/');
    expect(res.status).toBe(200);
    for (const host of ['demo-a.localhost', 'demo-b.localhost', 'demo-c.localhost']) expect(res.body).toContain(host);
    expect(res.body).toContain('//demo-a.staging.localhost:3000/index');
  });

  it('does not let the live site be indexed as a preview', async () => {
    expect((await get('demo-a.localhost', '/index')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('preferences', () => {
  it('sets the language cookie only to a language the brand offers', async () => {
    const post = async (host: string, language: string) => {
      return httpRequest(`${stack.siteUrl}/resources/preferences`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
        body: new URLSearchParams({ language, redirectTo: '/index' }).toString(),
      });
    };
    const ok = await post('demo-a.localhost', 'JA');
    expect(ok.status).toBe(302);
    expect(String(ok.headers['set-cookie'])).toMatch(/lang=/);
    const refused = await post('demo-c.localhost', 'VI');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site form post', async () => {
    const res = await httpRequest(`${stack.siteUrl}/resources/preferences`, {
      method: 'POST',
      headers: { host: 'demo-a.localhost', 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: 'mode=dark',
    });
    expect(res.status).toBe(403);
  });
});

describe('accounts: bad input and limits', () => {
  const postLogin = (host: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
    httpRequest(`${stack.siteUrl}/login`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}`, ...extra },
      body: new URLSearchParams(fields).toString(),
    });

  it('answers script tags, absurd lengths and garbage with a 4xx, never a 500', async () => {
    const xss = '<script>alert(1)</script>';
    const cases: Record<string, string>[] = [
      { username: xss, password: xss },
      { username: 'a'.repeat(5000), password: 'x' },
      { username: '', password: '' },
      { intent: 'nonsense' },
    ];
    for (const fields of cases) {
      const res = await postLogin('demo-b.localhost', fields);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).not.toContain('<script>alert(1)</script>');
    }
  });

  it('treats a forged session cookie as no session', async () => {
    const res = await get('demo-c.localhost', '/live', { cookie: 'wl_session=eyJ0b2tlbiI6ImZvcmdlZCJ9.forged-signature' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/login/);
  });

  it('refuses the eleventh login attempt in a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postLogin('demo-b.localhost', { username: 'nobody', password: 'wrong' })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('customer service', () => {
  it("decodes the platform's encrypted path on the server and sends the visitor there", async () => {
    const live = await get('demo-a.localhost', '/resources/customer-service');
    expect(live.status).toBe(302);
    expect(live.headers.location).toBe('https://support.demo-a.example/chat?channel=live');
    const vip = await get('demo-a.localhost', '/resources/customer-service?type=VIP');
    expect(vip.headers.location).toBe('https://support.demo-a.example/chat?channel=vip');
    // Pages carry only the entries' titles; the link is resolved when the visitor asks for it.
    expect((await get('demo-a.localhost', '/index')).body).not.toContain('support.demo-a.example');
  });
});

describe('registration: bad input', () => {
  const postRegister = (host: string, body: string, type = 'application/x-www-form-urlencoded') =>
    httpRequest(`${stack.siteUrl}/register`, { method: 'POST', headers: { host, 'content-type': type, origin: `http://${host}` }, body });

  it('answers script tags in every field with field errors, escaped, and changes nothing', async () => {
    const xss = '<script>alert(1)</script>';
    const fields = ['username', 'password', 'verifyPwd', 'email', 'nickname', 'payeeName', 'mobileNum', 'affiliateCode', 'referralCode', 'captcha', 'birthday'];
    const body = new URLSearchParams({ mode: 'username', age: 'on', terms: 'on', ...Object.fromEntries(fields.map((f) => [f, xss])) }).toString();
    const res = await postRegister('demo-a.localhost', body);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('answers a huge body with a 4xx, not a 500', async () => {
    const res = await postRegister('demo-a.localhost', `username=${'x'.repeat(3 * 1024 * 1024)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('image CDN per visitor', () => {
  const cdnOf = (html: string) => {
    const bases = new Set([...html.matchAll(/src="(http:\/\/[^"]+?)\/(?:game|vendor)\/[\w]+\.(?:webp|png)"/g)].map((m) => m[1]));
    return [...bases];
  };
  const cookieOf = (headers: Record<string, unknown>) =>
    ([] as string[])
      .concat((headers['set-cookie'] as string[] | undefined) ?? [])
      .find((c) => c.startsWith('img_cdn='))
      ?.split(';')[0] ?? null;

  it("puts every platform image of a page on one of the brand's CDNs, keeps it for the visitor, and spreads visitors", async () => {
    const first = await get('demo-a.localhost:3000', '/rng');
    expect(first.status).toBe(200);
    const cookie = cookieOf(first.headers);
    expect(cookie).toMatch(/^img_cdn=/);
    const bases = cdnOf(first.body);
    // Game tiles and vendor logos all on the same base: one of the platform's two image CDNs.
    expect(bases).toHaveLength(1);
    expect(bases[0]).toMatch(new RegExp(`^${stack.platformUrl}/(cdn|img)$`));

    // The same visitor keeps that CDN (warm browser cache) and is not sent a new cookie.
    const again = await get('demo-a.localhost:3000', '/index', { cookie: cookie! });
    expect(cdnOf(again.body)).toEqual(bases);
    expect(cookieOf(again.headers)).toBeNull();

    // New visitors land on both CDNs.
    const seen = new Set<string>();
    for (let i = 0; i < 24 && seen.size < 2; i++) seen.add(cdnOf((await get('demo-a.localhost:3000', '/rng')).body)[0]!);
    expect(seen.size).toBe(2);

    // A forged or stale choice is replaced, never trusted as a URL.
    const forged = await get('demo-a.localhost:3000', '/rng', { cookie: 'img_cdn=ImV2aWwuZXhhbXBsZSI%3D' });
    expect(cdnOf(forged.body)[0]).toMatch(new RegExp(`^${stack.platformUrl}/(cdn|img)$`));
    expect(cookieOf(forged.headers)).toMatch(/^img_cdn=/);
  });
});
