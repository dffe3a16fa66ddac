import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hashStaffPassword } from '~/request/staff/staff-password.server';
import { httpRequest, type HttpResult } from '../support/http';
import { postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * Staff sign-in on staging, over HTTP against the production build: accounts with scrypt hashes (one with an
 * authenticator), their own cookie, lockout, sign-out; staging closed to anyone else and absent from brand
 * hosts; a draft brand only on its preview; every staff action in the audit trail and the log.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-staging-'));
const LOG_FILE = path.join(work, 'site.log');
// The server's log goes to this file (read before the server loads).
process.env.LOG_FILE = LOG_FILE;

// demo-a as it is, demo-b as a draft: the brands' folders copied so the real ones stay untouched.
const BRANDS_DIR = path.join(work, 'brands');
fs.cpSync(path.resolve('brands/demo-a'), path.join(BRANDS_DIR, 'demo-a'), { recursive: true });
fs.cpSync(path.resolve('brands/demo-b'), path.join(BRANDS_DIR, 'demo-b'), { recursive: true });
const draftFile = path.join(BRANDS_DIR, 'demo-b', 'brand.json');
fs.writeFileSync(draftFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(draftFile, 'utf8')), draft: true }, null, 2));

const PASSWORD = 'Ana-staging-pass-1';
const TOTP_SECRET = new Secret({ size: 20 }).base32;
const totp = new TOTP({ secret: Secret.fromBase32(TOTP_SECRET), digits: 6, period: 30 });
const accounts = {
  accounts: [
    { name: 'ana', passwordHash: await hashStaffPassword(PASSWORD) },
    { name: 'otto', passwordHash: await hashStaffPassword(PASSWORD), totpSecret: TOTP_SECRET },
    { name: 'lou', passwordHash: await hashStaffPassword(PASSWORD) },
  ],
};
const env = useStack('staff-staging-', {
  // Each case signs in from an address of its own (behind a trusted proxy), so one case's failures lock only its own.
  env: { STAFF_ACCOUNTS: JSON.stringify(accounts), STAGING_AUTH: 'robot:basic-auth-secret', BRANDS_DIR, LOGIN_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: '1' },
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const STAGING = 'staging.localhost';
const get = (host: string, pathname: string, cookie?: string) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
let address = 0;
/** Posts the sign-in form as the page would, from `ip` (a new address for each case by default). */
const signIn = (fields: Record<string, string>, ip = `10.0.0.${address}`) =>
  httpRequest(`${env.stack.siteUrl}/staff/sign-in`, {
    method: 'POST',
    headers: { host: STAGING, origin: `http://${STAGING}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
beforeEach(() => {
  address += 1;
});
// Production's cookie: `__Secure-` and Secure (the stack runs with NODE_ENV=production).
const STAFF_COOKIE = /^(__Secure-)?wl_staff=/;
const staffCookieLine = (res: HttpResult) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => STAFF_COOKIE.test(line));
const staffCookieOf = (res: HttpResult) => staffCookieLine(res)?.split(';')[0];
const auditLines = () =>
  fs
    .readFileSync(LOG_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"staff audit"'))
    .map((line) => JSON.parse(line) as { audit: Record<string, unknown> });

describe('staging for signed-in staff', () => {
  it('is closed to anonymous visitors: the brand list, previews and the audit trail send a browser to the sign-in page', async () => {
    const list = await get(STAGING, '/');
    expect(list.status).toBe(303);
    expect(list.headers.location).toMatch(/^http:\/\/staging\.localhost\/staff\/sign-in$/);
    const preview = await get('demo-a.staging.localhost', '/index?x=1');
    expect(preview.status).toBe(303);
    expect(new URL(preview.headers.location!).searchParams.get('to')).toBe('http://demo-a.staging.localhost/index?x=1');
    expect((await get(STAGING, '/staff/audit')).status).toBe(303);
    const post = await postForm(env.stack.siteUrl, STAGING, '/staff/sign-out', {});
    expect(post.status).toBe(401);
    for (const res of [list, preview]) expect(res.body).not.toContain('demoa01');
    const form = await get(STAGING, '/staff/sign-in');
    expect(form.status).toBe(200);
    expect(form.body).toContain('Staff sign-in');
    expect(form.body).not.toContain('demoa01');
  });

  it('signs staff in with a scrypt-hashed password into their own cookie, scoped to the staging domain, and back out', async () => {
    const res = await signIn({ name: 'ana', password: PASSWORD, to: 'http://demo-b.staging.localhost/index' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://demo-b.staging.localhost/index');
    const line = staffCookieLine(res)!;
    expect(line).toMatch(/^__Secure-wl_staff=[\w-]+; Domain=staging\.localhost; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(line).not.toContain(PASSWORD);
    expect(line).not.toMatch(/wl_session/);
    const cookie = staffCookieOf(res)!;
    const list = await get(STAGING, '/', cookie);
    expect(list.status).toBe(200);
    expect(list.body).toContain('Signed in as ana');
    expect(list.body).toContain('demoa01');
    expect((await get('demo-a.staging.localhost', '/index', cookie)).status).toBe(200);

    const out = await postForm(env.stack.siteUrl, STAGING, '/staff/sign-out', {}, cookie);
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/staff/sign-in');
    expect(staffCookieLine(out)).toMatch(/wl_staff=; Domain=staging\.localhost; Path=\/; Max-Age=0/);
    // A copy of the cookie kept from before is no good after sign-out.
    expect((await get(STAGING, '/', cookie)).status).toBe(303);
  });

  it('refuses a wrong password with one message, then locks the name out even for the right password', async () => {
    const wrong = await signIn({ name: 'lou', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('Wrong name, password or authenticator code.');
    expect(staffCookieOf(wrong)).toBeUndefined();
    const unknown = await signIn({ name: 'nobody', password: PASSWORD });
    expect(unknown.status).toBe(401);
    await signIn({ name: 'lou', password: 'still-wrong' });
    await signIn({ name: 'lou', password: 'wrong-again' });
    const locked = await signIn({ name: 'lou', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Too many failed attempts');
    expect(staffCookieOf(locked)).toBeUndefined();
  });

  it('asks an account with an authenticator for its current code, and takes a code only once', async () => {
    expect((await signIn({ name: 'otto', password: PASSWORD })).status).toBe(401);
    expect((await signIn({ name: 'otto', password: PASSWORD, code: '000000' === totp.generate() ? '111111' : '000000' })).status).toBe(401);
    const code = totp.generate();
    const ok = await signIn({ name: 'otto', password: PASSWORD, code });
    expect(ok.status).toBe(302);
    expect(staffCookieOf(ok)).toBeDefined();
    const replayed = await signIn({ name: 'otto', password: PASSWORD, code });
    expect(replayed.status).toBe(401);
    expect(staffCookieOf(replayed)).toBeUndefined();
  });

  it('keeps the shared basic-auth password as the simplest way in', async () => {
    const res = await httpRequest(`${env.stack.siteUrl}/`, {
      headers: { host: STAGING, authorization: `Basic ${Buffer.from('robot:basic-auth-secret').toString('base64')}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain('demoa01');
  });

  it('has nothing of staging on a brand host: no sign-in, no audit trail, and the staff cookie is not honoured there', async () => {
    const cookie = staffCookieOf(await signIn({ name: 'ana', password: PASSWORD }))!;
    for (const pathname of ['/staff/sign-in', '/staff/audit']) {
      const res = await get('demo-a.localhost', pathname, cookie);
      expect(res.status, pathname).toBe(404);
      expect(res.body).not.toContain('Staff sign-in');
    }
    const home = await get('demo-a.localhost', '/index', cookie);
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('Signed in as');
    expect(home.body).not.toContain('demob01');
    const post = await postForm(env.stack.siteUrl, 'demo-a.localhost', '/staff/sign-in', { name: 'ana', password: PASSWORD });
    expect(post.status).toBe(404);
    expect(staffCookieOf(post)).toBeUndefined();
  });

  it('serves a draft brand only as a preview: its own host is a bare 404 with none of its bytes', async () => {
    for (const pathname of ['/index', '/', '/brand-assets/demo-b/logo.svg', '/manifest.webmanifest']) {
      const own = await get('demo-b.localhost', pathname);
      expect(own.status, pathname).toBe(404);
      expect(own.body).not.toMatch(/demo-b|Ember|demob01/i);
    }
    const cookie = staffCookieOf(await signIn({ name: 'ana', password: PASSWORD }))!;
    const preview = await get('demo-b.staging.localhost', '/index', cookie);
    expect(preview.status).toBe(200);
    const name = (JSON.parse(fs.readFileSync(draftFile, 'utf8')) as { name: string }).name;
    expect(preview.body).toContain(name);
    const list = await get(STAGING, '/', cookie);
    expect(list.body).toMatch(/data-brand="demo-b"[\s\S]*?Draft/);
    expect(list.body).not.toContain('//demo-b.localhost');
  });

  it('records sign-ins, refusals, sign-outs and draft views as log lines without secrets, listed on the audit page', async () => {
    const cookie = staffCookieOf(await signIn({ name: 'ana', password: PASSWORD }))!;
    await get('demo-b.staging.localhost', '/index', cookie);
    const lines = auditLines().map((line) => line.audit);
    const actions = lines.map((record) => `${record.action} ${record.actor} ${record.outcome}${record.reason ? ` ${record.reason}` : ''}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.sign-in ana ok',
        'staff.sign-out ana ok',
        'staff.sign-in-refused lou refused credentials',
        'staff.sign-in-refused nobody refused credentials',
        'staff.sign-in-refused lou refused locked',
        'staff.sign-in-refused otto refused code',
        'staff.sign-in otto ok',
        'draft.view ana ok',
      ]),
    );
    const draftView = lines.find((record) => record.action === 'draft.view')!;
    expect(draftView).toMatchObject({ brand: 'demo-b', path: '/index', via: 'session' });
    for (const record of lines) {
      expect(record.reqId).toMatch(/\S/);
      expect(record.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const log = fs.readFileSync(LOG_FILE, 'utf8');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(TOTP_SECRET);
    expect(log).not.toMatch(/wl_staff=\w/);

    const page = await get(STAGING, '/staff/audit', cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Audit trail');
    expect(page.body).toMatch(/data-action="draft.view"[\s\S]*?demo-b \/index/);
    expect(page.body).toMatch(/data-action="staff.sign-in-refused"[\s\S]*?lou/);
  });
});
