import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashStaffPassword } from '~/request/staff/staff-password.server';
import { signPreviewLink } from '~/request/staff/preview-link.server';
import { httpRequest, type HttpResult } from '../support/http';
import { useStack } from '../support/stack';

/**
 * What-if previews over HTTP against the production build: a staff session's overrides of the platform's
 * status, modules, languages, look, registration rules and image CDN shape its own preview only (never the
 * live host, never another staff member), shared links carry them signed and for a day, and every change
 * goes on the audit trail.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-preview-'));
const LOG_FILE = path.join(work, 'site.log');
// The server's log goes to this file (read before the server loads).
process.env.LOG_FILE = LOG_FILE;
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const PASSWORD = 'Preview-staging-pass-1';
const accounts = {
  accounts: [
    { name: 'ana', passwordHash: await hashStaffPassword(PASSWORD) },
    { name: 'bea', passwordHash: await hashStaffPassword(PASSWORD) },
  ],
};
const env = useStack('staff-preview-', { env: { STAFF_ACCOUNTS: JSON.stringify(accounts), STAGING_AUTH: 'robot:basic-auth-secret', TRUST_PROXY: '1' } });

const STAGING = 'staging.localhost';
const PREVIEW = 'demo-a.staging.localhost';
const LIVE = 'demo-a.localhost';
const BASIC = `Basic ${Buffer.from('robot:basic-auth-secret').toString('base64')}`;

const get = (host: string, pathname: string, headers: Record<string, string> = {}) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, accept: 'text/html', ...headers } });
/** Posts a form as the preview's own page would; repeated names (checkboxes) allowed. */
const post = (pathname: string, fields: [string, string][], cookie: string, host = PREVIEW) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });
let address = 0;
async function signIn(name: string): Promise<string> {
  address += 1;
  const res = await httpRequest(`${env.stack.siteUrl}/staff/sign-in`, {
    method: 'POST',
    headers: { host: STAGING, origin: `http://${STAGING}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.1.0.${address}` },
    body: new URLSearchParams({ name, password: PASSWORD }).toString(),
  });
  expect(res.status).toBe(302);
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((l) => /^(__Secure-)?wl_staff=/.test(l));
  return line!.split(';')[0]!;
}
const save = (cookie: string, fields: [string, string][]) => post('/staff/preview', [['intent', 'save'], ...fields], cookie);
const clear = (cookie: string) => post('/staff/preview', [['intent', 'clear']], cookie);
/** The language cookie as the site writes it (a Remix cookie: base64 of the JSON value). */
const langCookie = (language: string) => `lang=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))}`;
const ribbonOf = (res: HttpResult) => /data-testid="preview-overrides"[\s\S]*?<\/ul>/.exec(res.body)?.[0] ?? '';
const htmlTag = (res: HttpResult) => /<html[^>]*>/.exec(res.body)?.[0] ?? '';
const auditLines = () =>
  fs
    .readFileSync(LOG_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"staff audit"'))
    .map((line) => JSON.parse(line) as { audit: { action: string; actor: string | null; outcome: string; reason?: string; detail?: Record<string, unknown> } });

describe('what-if previews for staff', () => {
  it('pretends maintenance with a message and a region block for this staff session only; the ribbon lists it and clears it', async () => {
    const ana = await signIn('ana');
    const bea = await signIn('bea');
    const saved = await save(ana, [
      ['status', 'maintenance'],
      ['message', 'Back at noon (preview)'],
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toContain('Overrides applied to your preview.');

    const home = await get(PREVIEW, '/index', { cookie: ana });
    expect(home.status).toBe(503);
    expect(home.body).toContain('Back at noon (preview)');
    expect(ribbonOf(home)).toContain('Maintenance');
    // The panel stays open through the maintenance it pretends.
    expect((await get(PREVIEW, '/staff/preview', { cookie: ana })).status).toBe(200);

    // Another staff member, staging's shared password, and a player on the live host see the platform's word.
    for (const [host, headers] of [
      [PREVIEW, { cookie: bea }],
      [PREVIEW, { authorization: BASIC }],
      [LIVE, {}],
    ] as const) {
      const other = await get(host, '/index', headers);
      expect(other.status, `${host} ${JSON.stringify(headers)}`).toBe(200);
      expect(other.body).not.toContain('Back at noon (preview)');
      expect(ribbonOf(other)).toBe('');
    }

    await save(ana, [['status', 'region']]);
    expect((await get(PREVIEW, '/index', { cookie: ana })).status).toBe(451);
    expect((await get(LIVE, '/index')).status).toBe(200);

    const cleared = await post(
      '/staff/preview',
      [
        ['intent', 'clear'],
        ['back', '/index'],
      ],
      ana,
    );
    expect(cleared.status).toBe(303);
    expect(cleared.headers.location).toBe('/index');
    const after = await get(PREVIEW, '/index', { cookie: ana });
    expect(after.status).toBe(200);
    expect(ribbonOf(after)).toBe('');
  });

  it('switches modules, languages, theme and mode, registration fields and the image CDN as if the platform had', async () => {
    const ana = await signIn('ana');
    const bea = await signIn('bea');
    expect((await get(PREVIEW, '/vip', { cookie: ana })).status).toBe(200);
    const panel = await get(PREVIEW, '/staff/preview', { cookie: ana });
    const fields = [...panel.body.matchAll(/name="rule\.([A-Za-z0-9_]+)"/g)].map((m) => m[1]!);
    const register = await get(PREVIEW, '/register', { cookie: ana });
    // A field the register page shows today, other than the account name and password every method asks.
    const field = fields.find((f) => !['username', 'password', 'affiliateCode'].includes(f) && register.body.includes(`name="${f}"`));
    expect(field, `register fields ${fields.join(',')}`).toBeDefined();

    const res = await save(ana, [
      ['module.vip', 'off'],
      ['languages', 'EN'],
      ['languages', 'TH'],
      ['defaultLanguage', 'TH'],
      ['theme', 'ember'],
      ['mode', 'dark'],
      [`rule.${field}`, 'off'],
      ['imageCdn', 'https://img.preview.example'],
    ]);
    expect(res.status).toBe(200);

    const home = await get(PREVIEW, '/index', { cookie: ana });
    expect(home.status).toBe(200);
    expect(htmlTag(home)).toMatch(/lang="th"/);
    expect(htmlTag(home)).toMatch(/data-theme="ember"/);
    expect(htmlTag(home)).toMatch(/data-mode="dark"/);
    expect(home.body).toContain('https://img.preview.example');
    const ribbon = ribbonOf(home);
    for (const text of ['vip', 'EN TH', 'ember', `${field}`, 'https://img.preview.example']) expect(ribbon).toContain(text);
    // The module's page is gone, as when the platform switches it off; the field leaves the register form.
    expect((await get(PREVIEW, '/vip', { cookie: ana })).status).toBe(404);
    expect((await get(PREVIEW, '/register', { cookie: ana })).body).not.toContain(`name="${field}"`);

    // Nobody else: another staff member's preview and the live host keep the platform's config.
    for (const [host, headers] of [
      [PREVIEW, { cookie: bea }],
      [LIVE, {}],
    ] as const) {
      const other = await get(host, '/index', headers);
      expect(htmlTag(other)).toMatch(/data-theme="aurora"/);
      expect(htmlTag(other)).not.toMatch(/lang="th"/);
      expect(other.body).not.toContain('img.preview.example');
      expect((await get(host, '/vip', headers)).status).toBe(200);
      expect((await get(host, '/register', headers)).body).toContain(`name="${field}"`);
    }
    await clear(ana);
  });

  it('refuses bad input with a localised error and changes nothing', async () => {
    const ana = await signIn('ana');
    for (const fields of [
      [['imageCdn', 'javascript:alert(1)']],
      [['status', 'exploded']],
      [
        ['message', 'x'.repeat(201)],
        ['status', 'maintenance'],
      ],
      [['module.nonsense', 'off']],
      [['languages', 'XX']],
      [['theme', '../../etc']],
    ] as [string, string][][]) {
      const res = await save(ana, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatch(/role="alert"/);
      const home = await get(PREVIEW, '/index', { cookie: ana });
      expect(home.status).toBe(200);
      expect(ribbonOf(home)).toBe('');
    }
    const thai = await get(PREVIEW, '/staff/preview', { cookie: `${ana}; ${langCookie('TH')}` });
    const refused = await save(`${ana}; ${langCookie('TH')}`, [['imageCdn', 'http://plain.example']]);
    expect(thai.status).toBe(200);
    expect(refused.body).toContain('กรอกที่อยู่ https ไม่เกิน 300 ตัวอักษร');
    // Staff without a session (staging's shared password) cannot set any.
    const basic = await httpRequest(`${env.stack.siteUrl}/staff/preview`, {
      method: 'POST',
      headers: { host: PREVIEW, origin: `http://${PREVIEW}`, 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
      body: 'intent=save&status=maintenance',
    });
    expect(basic.status).toBe(403);
    expect((await get(PREVIEW, '/index', { authorization: BASIC })).status).toBe(200);
  });

  it('shares overrides by a signed link another staff member takes into their own session; altered, expired or foreign links change nothing', async () => {
    const ana = await signIn('ana');
    const bea = await signIn('bea');
    await save(ana, [['theme', 'jade']]);
    const shared = await post('/staff/preview', [['intent', 'share']], ana);
    expect(shared.status).toBe(200);
    const url = new URL(
      /data-testid="preview-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="preview-link"/
        .exec(shared.body)!
        .slice(1)
        .find(Boolean)!
        .replace(/&amp;/g, '&'),
    );
    expect(url.pathname).toBe('/staff/preview/link');
    const token = url.searchParams.get('link')!;

    // Altered: one character of the signed body changed.
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const tampered = await get(PREVIEW, `/staff/preview/link?link=${encodeURIComponent(altered)}`, { cookie: bea });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain('This link is not valid');
    const expired = signPreviewLink({ brand: 'demo-a', by: 'ana', overrides: { theme: 'jade' } }, Date.now() - 25 * 60 * 60_000).token;
    const late = await get(PREVIEW, `/staff/preview/link?link=${expired}`, { cookie: `${bea}; ${langCookie('JA')}` });
    expect(late.status).toBe(410);
    expect(late.body).toContain('このリンクは期限切れです');
    const foreign = await get('demo-b.staging.localhost', `/staff/preview/link?link=${token}`, { cookie: bea });
    expect(foreign.status).toBe(400);
    expect(htmlTag(await get(PREVIEW, '/index', { cookie: bea }))).toMatch(/data-theme="aurora"/);

    // Nobody but signed-in staff: a player on the live host, staging's shared password without a session.
    expect((await get(LIVE, `/staff/preview/link?link=${token}`)).status).toBe(404);
    expect((await get(LIVE, '/staff/preview')).status).toBe(404);
    const anonymous = await get(PREVIEW, `/staff/preview/link?link=${token}`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toContain('/staff/sign-in');
    const basic = await get(PREVIEW, `/staff/preview/link?link=${token}`, { authorization: BASIC });
    expect(basic.status).toBe(403);
    expect(htmlTag(await get(PREVIEW, '/index', { authorization: BASIC }))).toMatch(/data-theme="aurora"/);

    const opened = await get(PREVIEW, `/staff/preview/link?link=${token}`, { cookie: bea });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/');
    const beaHome = await get(PREVIEW, '/index', { cookie: bea });
    expect(htmlTag(beaHome)).toMatch(/data-theme="jade"/);
    expect(ribbonOf(beaHome)).toContain('jade');
    // Each holds their own copy: ana clearing hers leaves bea's.
    await clear(ana);
    expect(htmlTag(await get(PREVIEW, '/index', { cookie: bea }))).toMatch(/data-theme="jade"/);
    expect(htmlTag(await get(PREVIEW, '/index', { cookie: ana }))).toMatch(/data-theme="aurora"/);
    await clear(bea);
  });

  it('puts every override, clearing and shared link on the audit trail, with no link token or override text in it', async () => {
    const audit = auditLines().map((line) => line.audit);
    const actions = new Set(audit.map((record) => record.action));
    for (const action of ['preview.override', 'preview.clear', 'preview.link-create', 'preview.link-use', 'preview.link-refused'])
      expect(actions).toContain(action);
    const created = audit.find((record) => record.action === 'preview.link-create')!;
    expect(created.actor).toBe('ana');
    expect(created.detail).toMatchObject({ kinds: 'look' });
    expect(String(created.detail?.expires)).toMatch(/^\d{4}-\d\d-\d\dT/);
    const used = audit.find((record) => record.action === 'preview.link-use')!;
    expect(used).toMatchObject({ actor: 'bea', detail: { link: created.detail?.link, from: 'ana' } });
    expect(audit.filter((record) => record.action === 'preview.link-refused').map((record) => record.reason)).toEqual(
      expect.arrayContaining(['invalid', 'expired', 'brand', 'session']),
    );
    const log = fs.readFileSync(LOG_FILE, 'utf8');
    expect(log).not.toContain('Back at noon (preview)');
    expect(log).not.toMatch(/"link":"[\w-]+\.[\w-]+"/);

    const ana = await signIn('ana');
    const page = await get(STAGING, '/staff/audit', { cookie: ana });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Opened a shared preview link');
    expect(page.body).toContain('Set what-if overrides');
  });
});
