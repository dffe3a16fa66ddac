import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SheetManifest } from '~/features/staging/brand-sheets.server';
import { hashStaffPassword } from '~/request/staff/staff-password.server';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

/**
 * Staging's link to a brand's newest contact sheet, over HTTP against the production build: only signed-in staff
 * get it, on staging's own host, and only files the sheet's manifest lists; no name in the address becomes a path.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-sheet-route-'));
const SHEETS = path.join(work, 'sheets');
const SHEET = path.join(SHEETS, 'demo-a', '2026-11-29T08-00-00Z');
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const manifest: SheetManifest = {
  version: 1,
  brand: { id: 'demo-a', name: 'Aurora Casino', host: 'demo-a.localhost', draft: false },
  takenAt: '2026-11-29T08:00:00.000Z',
  member: 'player1',
  pages: [{ id: 'login', path: '/login', member: false, maintenance: false }],
  widths: [{ id: 'phone', px: 390, height: 844 }],
  modes: ['light'],
  shots: [{ page: 'login', width: 'phone', mode: 'light', file: 'login.phone.light.png', status: 200, landedOn: '/login' }],
};
fs.mkdirSync(SHEET, { recursive: true });
fs.writeFileSync(path.join(SHEET, 'manifest.json'), JSON.stringify(manifest));
fs.writeFileSync(path.join(SHEET, 'index.html'), '<!doctype html><title>sheet</title><img src="login.phone.light.png" alt="">');
fs.writeFileSync(path.join(SHEET, 'login.phone.light.png'), PNG_BYTES);
// Files the manifest does not list, beside the sheet and above it: never served.
fs.writeFileSync(path.join(SHEET, 'stray.png'), PNG_BYTES);
fs.writeFileSync(path.join(SHEETS, 'secret.json'), '{"secret":true}');
fs.writeFileSync(path.join(SHEETS, 'demo-a', 'latest'), '2026-11-29T08-00-00Z\n');

const PASSWORD = 'Sheet-staff-pass-1';
const env = useStack('brand-sheet-route-', {
  env: {
    BRAND_SHEETS_DIR: SHEETS,
    STAFF_ACCOUNTS: JSON.stringify({ accounts: [{ name: 'ana', passwordHash: await hashStaffPassword(PASSWORD) }] }),
  },
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const STAGING = 'staging.localhost';
const get = (pathname: string, cookie?: string, host = STAGING) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
async function staffCookie() {
  const res = await httpRequest(`${env.stack.siteUrl}/staff/sign-in`, {
    method: 'POST',
    headers: { host: STAGING, origin: `http://${STAGING}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'ana', password: PASSWORD }).toString(),
  });
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((l) => /^(__Secure-)?wl_staff=/.test(l));
  if (!line) throw new Error(`staff sign-in failed: ${res.status}`);
  return line.split(';')[0]!;
}

describe('the contact sheet on staging', () => {
  it('is linked from the brand list and served to signed-in staff: the page and the shots its manifest lists', async () => {
    const cookie = await staffCookie();
    const list = await get('/', cookie);
    expect(list.status).toBe(200);
    expect(list.body).toContain('href="/staff/sheets/demo-a/index.html"');
    // demo-b has no sheet: no link.
    expect(list.body).not.toContain('/staff/sheets/demo-b/');
    const page = await get('/staff/sheets/demo-a/index.html', cookie);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    expect(page.body).toContain('login.phone.light.png');
    const shot = await get('/staff/sheets/demo-a/login.phone.light.png', cookie);
    expect(shot.status).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect((await get('/staff/sheets/demo-a/manifest.json', cookie)).status).toBe(200);
  });

  it('refuses a guest, other hosts, unknown brands, files the manifest does not list and path tricks', async () => {
    const guest = await get('/staff/sheets/demo-a/index.html');
    expect(guest.status).toBe(303);
    expect(guest.headers.location).toMatch(/\/staff\/sign-in\?to=/);
    expect(guest.body).not.toContain('login.phone.light.png');
    const cookie = await staffCookie();
    // Not on a brand's preview, nor on its own host.
    expect((await get('/staff/sheets/demo-a/index.html', cookie, 'demo-a.staging.localhost')).status).toBe(404);
    expect((await get('/staff/sheets/demo-a/index.html', undefined, 'demo-a.localhost')).status).toBe(404);
    for (const pathname of [
      '/staff/sheets/nobody/index.html',
      '/staff/sheets/demo-b/index.html',
      '/staff/sheets/demo-a/stray.png',
      '/staff/sheets/demo-a/..%2Fsecret.json',
      '/staff/sheets/demo-a/..%2F..%2Fsecret.json',
      '/staff/sheets/..%2Fsecret.json/index.html',
      '/staff/sheets/demo-a%2F2026-11-29T08-00-00Z/index.html',
      '/staff/sheets/demo-a/%2Fetc%2Fpasswd',
      '/staff/sheets/demo-a/latest',
    ]) {
      const res = await get(pathname, cookie);
      expect(res.status, pathname).toBe(404);
      expect(res.body, pathname).not.toMatch(/"secret"|root:|IHDR/);
    }
  });
});
