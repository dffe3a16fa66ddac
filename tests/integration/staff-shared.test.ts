import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashStaffPassword } from '~/request/staff/staff-password.server';
import { httpRequest, type HttpResult } from '../support/http';
import { startRedis } from '../support/redis';
import { startSecondInstance } from '../support/second-instance';
import { postForm } from '../support/site-session';
import { startStack } from '../support/stack';

/**
 * Staff on staging behind a load balancer: two instances of the site on one Redis (SESSION_STORE=redis://…).
 * A sign-out on one ends the session on the other, a name is locked out at the count one instance allows,
 * and the audit page of either lists what staff did on both.
 */
const LIMIT = 3;
const STAGING = 'staging.localhost';
const PASSWORD = 'Ana-staging-pass-1';
let redis: Awaited<ReturnType<typeof startRedis>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let other: Awaited<ReturnType<typeof startSecondInstance>>;
let dir: string;
/** The two instances, as the balancer would send requests to them. */
let sites: [string, string];
beforeAll(async () => {
  redis = await startRedis();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-shared-'));
  const accounts = {
    accounts: [
      { name: 'ana', passwordHash: await hashStaffPassword(PASSWORD) },
      { name: 'lou', passwordHash: await hashStaffPassword(PASSWORD) },
    ],
  };
  const env = {
    SESSION_STORE: redis.url,
    TRUST_PROXY: '1',
    LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT),
    STAFF_ACCOUNTS: JSON.stringify(accounts),
    STAGING_DOMAIN: STAGING,
  };
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), env });
  other = await startSecondInstance({ ...env, PLATFORM_URL: stack.platformUrl, SESSION_SECRET: process.env.SESSION_SECRET! });
  sites = [stack.siteUrl, other.url];
}, 60_000);
afterAll(async () => {
  await other?.stop();
  await stack?.close();
  await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const staffCookieOf = (res: HttpResult) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => /^(__Secure-)?wl_staff=./.test(line))
    ?.split(';')[0];
const get = (siteUrl: string, pathname: string, cookie: string, host = STAGING) =>
  httpRequest(`${siteUrl}${pathname}`, { headers: { host, accept: 'text/html', cookie } });
const signIn = (siteUrl: string, name: string, password: string, ip: string) =>
  httpRequest(`${siteUrl}/staff/sign-in`, {
    method: 'POST',
    headers: { host: STAGING, origin: `http://${STAGING}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ name, password }).toString(),
  });

describe('staff on staging across instances', () => {
  it('ends a staff session on every instance when it signs out on one', async () => {
    const [one, two] = sites;
    const cookie = staffCookieOf(await signIn(one, 'ana', PASSWORD, '203.0.113.1'))!;
    expect(cookie).toBeDefined();
    expect((await get(two, '/', cookie)).status).toBe(200);
    expect((await get(two, '/index', cookie, 'demo-a.staging.localhost')).status).toBe(200);

    expect((await postForm(one, STAGING, '/staff/sign-out', {}, cookie)).status).toBe(302);
    // The cookie kept from before sign-out is no good on the instance that did not see the sign-out either.
    const preview = await get(two, '/index', cookie, 'demo-a.staging.localhost');
    expect(preview.status).toBe(303);
    expect(preview.headers.location).toMatch(/\/staff\/sign-in\?to=/);
    expect(preview.headers['set-cookie']?.join('\n')).toMatch(/wl_staff=; Domain=staging\.localhost; Path=\/; Max-Age=0/);
    const list = await get(two, '/', cookie);
    expect(list.status).toBe(303);
    expect(list.body).not.toContain('demoa01');
    expect((await get(two, '/staff/audit', cookie)).status).toBe(303);
    expect((await postForm(two, STAGING, '/staff/sign-out', {}, cookie)).status).toBe(401);
    expect((await get(one, '/', cookie)).status).toBe(303);
    // Signing in again is a new session, honoured on both.
    const again = staffCookieOf(await signIn(two, 'ana', PASSWORD, '203.0.113.2'))!;
    expect((await get(one, '/', again)).status).toBe(200);
  }, 60_000);

  it('locks a staff name out at the count one instance allows, whichever instances the tries go through', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await signIn(sites[i % 2]!, 'lou', `wrong-${i}`, `203.0.113.${10 + i}`);
      expect(wrong.status, `try ${i + 1}`).toBe(401);
    }
    for (const site of sites) {
      const locked = await signIn(site, 'lou', PASSWORD, '203.0.113.20');
      expect(locked.status).toBe(429);
      expect(staffCookieOf(locked)).toBeUndefined();
    }
  }, 60_000);

  it("lists every instance's staff actions on either instance's audit page", async () => {
    const cookie = staffCookieOf(await signIn(sites[1], 'ana', PASSWORD, '203.0.113.30'))!;
    for (const site of sites) {
      const page = await get(site, '/staff/audit', cookie);
      expect(page.status).toBe(200);
      const rows = [...page.body.matchAll(/<tr data-action="([\w.-]+)"/g)].map((match) => match[1]);
      // Sign-outs and refusals happened on the first instance, sign-ins on both; each is listed once.
      expect(rows.filter((action) => action === 'staff.sign-out')).toHaveLength(1);
      expect(rows.filter((action) => action === 'staff.sign-in')).toHaveLength(3);
      expect(rows.filter((action) => action === 'staff.sign-in-refused')).toHaveLength(LIMIT + 2);
    }
  }, 60_000);
});
