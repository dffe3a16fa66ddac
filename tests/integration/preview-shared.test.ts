import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ABSOLUTE_MS } from '~/request/staff/staff-session.server';
import { hashStaffPassword } from '~/request/staff/staff-password.server';
import { httpRequest, type HttpResult } from '../support/http';
import { startRedis } from '../support/redis';
import { startSecondInstance } from '../support/second-instance';
import { startStack } from '../support/stack';

/**
 * What-if previews behind a load balancer without sticky sessions: two instances of the site on one Redis
 * (SESSION_STORE=redis://…). Overrides set through one instance shape the staff member's preview on the
 * other, clearing on either clears them for both, a shared link made on one opens on the other, and they
 * stay that staff session's own. With the store gone, a preview says it shows the live settings.
 */
const STAGING = 'staging.localhost';
const PREVIEW = 'demo-a.staging.localhost';
const LIVE = 'demo-a.localhost';
const PASSWORD = 'Shared-preview-pass-1';
const MESSAGE = 'Back after the shared check';
let redis: Awaited<ReturnType<typeof startRedis>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let other: Awaited<ReturnType<typeof startSecondInstance>>;
let redisDown = false;
let dir: string;
/** The two instances, as the balancer would send requests to them. */
let sites: [string, string];
beforeAll(async () => {
  redis = await startRedis();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-shared-'));
  const accounts = {
    accounts: [
      { name: 'ana', passwordHash: await hashStaffPassword(PASSWORD) },
      { name: 'bea', passwordHash: await hashStaffPassword(PASSWORD) },
    ],
  };
  const env = { SESSION_STORE: redis.url, TRUST_PROXY: '1', STAFF_ACCOUNTS: JSON.stringify(accounts), STAGING_DOMAIN: STAGING };
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), env });
  other = await startSecondInstance({ ...env, PLATFORM_URL: stack.platformUrl, SESSION_SECRET: process.env.SESSION_SECRET! });
  sites = [stack.siteUrl, other.url];
}, 180_000);
afterAll(async () => {
  await other?.stop();
  await stack?.close();
  if (!redisDown) await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

let address = 0;
async function signIn(site: string, name: string): Promise<string> {
  address += 1;
  const res = await httpRequest(`${site}/staff/sign-in`, {
    method: 'POST',
    headers: { host: STAGING, origin: `http://${STAGING}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.2.0.${address}` },
    body: new URLSearchParams({ name, password: PASSWORD }).toString(),
  });
  expect(res.status).toBe(302);
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((l) => /^(__Secure-)?wl_staff=/.test(l));
  return line!.split(';')[0]!;
}
const get = (site: string, pathname: string, cookie?: string, host = PREVIEW) =>
  httpRequest(`${site}${pathname}`, { headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const panel = (site: string, cookie: string, fields: [string, string][]) =>
  httpRequest(`${site}/staff/preview`, {
    method: 'POST',
    headers: { host: PREVIEW, origin: `http://${PREVIEW}`, 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });
const pretendMaintenance = (site: string, cookie: string) =>
  panel(site, cookie, [
    ['intent', 'save'],
    ['status', 'maintenance'],
    ['message', MESSAGE],
  ]);
const ribbonOf = (res: HttpResult) => /data-testid="preview-overrides"[\s\S]*?<\/ul>/.exec(res.body)?.[0] ?? '';
const storeNotice = 'this page shows the platform&#x27;s live settings';

describe('what-if previews across instances', () => {
  it('shows overrides set on one instance on the other, and clearing on the other clears them for both', async () => {
    const [one, two] = sites;
    const ana = await signIn(one, 'ana');
    expect((await pretendMaintenance(one, ana)).status).toBe(200);

    const there = await get(two, '/index', ana);
    expect(there.status).toBe(503);
    expect(there.body).toContain(MESSAGE);
    expect(ribbonOf(there)).toContain('Maintenance');
    // The panel on the other instance shows what is in force, to change or clear.
    expect((await get(two, '/staff/preview', ana)).body).toContain(MESSAGE);

    // Nobody else on either instance sees them: another staff member, a player on the live host.
    const bea = await signIn(two, 'bea');
    for (const site of sites) {
      const theirs = await get(site, '/index', bea);
      expect(theirs.status).toBe(200);
      expect(theirs.body).not.toContain(MESSAGE);
      expect(ribbonOf(theirs)).toBe('');
      const live = await get(site, '/index', undefined, LIVE);
      expect(live.status).toBe(200);
      expect(live.body).not.toContain(MESSAGE);
    }

    const cleared = await panel(two, ana, [
      ['intent', 'clear'],
      ['back', '/index'],
    ]);
    expect(cleared.status).toBe(303);
    for (const site of sites) {
      const after = await get(site, '/index', ana);
      expect(after.status).toBe(200);
      expect(ribbonOf(after)).toBe('');
    }
  }, 60_000);

  it('keeps them no longer than the staff session, bounded in size, and ends them with a sign-out', async () => {
    const [one, two] = sites;
    const ana = await signIn(one, 'ana');
    const client = new Redis(redis.url);
    const before = new Set(await client.keys('wl:staff-preview:*'));
    expect((await pretendMaintenance(two, ana)).status).toBe(200);
    const anas = (await client.keys('wl:staff-preview:*')).filter((key) => !before.has(key));
    expect(anas).toHaveLength(1);
    try {
      const keys = await client.keys('wl:staff-preview:*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const ttl = await client.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(STAFF_ABSOLUTE_MS);
        expect((await client.strlen(key)) < 16_000).toBe(true);
      }
    } catch (error) {
      client.disconnect();
      throw error;
    }
    // A message past the cap is refused on either instance and keeps what was in force.
    const long = await panel(one, ana, [
      ['intent', 'save'],
      ['status', 'maintenance'],
      ['message', 'x'.repeat(201)],
    ]);
    expect(long.status).toBe(400);
    expect((await get(two, '/index', ana)).body).toContain(MESSAGE);

    // Signed out on one instance, the cookie no longer reaches the preview (or its overrides) on the other.
    const out = await httpRequest(`${one}/staff/sign-out`, {
      method: 'POST',
      headers: { host: STAGING, origin: `http://${STAGING}`, 'content-type': 'application/x-www-form-urlencoded', cookie: ana },
      body: '',
    });
    expect(out.status).toBe(302);
    const after = await get(two, '/index', ana);
    expect(after.status).toBe(303);
    expect(after.body).not.toContain(MESSAGE);
    // Nothing of the ended session stays in the store: its overrides go with it, not only when they expire.
    try {
      expect(await client.exists(...anas)).toBe(0);
    } finally {
      client.disconnect();
    }
  }, 60_000);

  it('opens a shared link made on one instance on the other, into the opener’s own session on both', async () => {
    const [one, two] = sites;
    const ana = await signIn(one, 'ana');
    const bea = await signIn(two, 'bea');
    expect((await pretendMaintenance(one, ana)).status).toBe(200);
    const shared = await panel(two, ana, [['intent', 'share']]);
    expect(shared.status).toBe(200);
    const href = /value="(http[^"]*\/staff\/preview\/link\?link=[^"]+)"/.exec(shared.body)![1]!.replaceAll('&amp;', '&');
    const link = new URL(href);

    const opened = await get(one, `${link.pathname}${link.search}`, bea);
    expect(opened.status).toBe(303);
    const onOther = await get(two, '/index', bea);
    expect(onOther.status).toBe(503);
    expect(onOther.body).toContain(MESSAGE);
    // Bea's copy is her own: clearing hers leaves Ana's in force.
    await panel(two, bea, [['intent', 'clear']]);
    expect((await get(one, '/index', bea)).status).toBe(200);
    expect((await get(one, '/index', ana)).status).toBe(503);
  }, 60_000);

  it('says so on the preview, never a server error, when the shared store cannot be reached', async () => {
    const [one, two] = sites;
    const ana = await signIn(one, 'ana');
    expect((await pretendMaintenance(one, ana)).status).toBe(200);
    await redis.stop();
    redisDown = true;

    for (const site of [two, one]) {
      const page = await get(site, '/index', ana);
      // Not the overridden maintenance page as if all were well, and not a 5xx: the live page, marked.
      expect(page.status, site).toBe(200);
      expect(page.body).toContain(storeNotice);
      expect(ribbonOf(page)).toBe('');
      const saved = await pretendMaintenance(site, ana);
      expect(saved.status).toBe(503);
      expect(saved.body).toContain('could not be saved or cleared right now');
    }
  }, 60_000);
});
