import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAdminHere } from '../support/admin';
import { endSessionsOf } from '../support/platform-db';
import { httpRequest } from '../support/http';
import { logIn, postForm, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/**
 * The platform's keep-alive and its ended sessions, the hibernate failure, the SEA lottery's and the agent
 * centre's older addresses, and the reports pages send when one of their files fails to load.
 */
const env = useStack('session-touch-');
const HOST = 'demo-a.localhost';
const admin = (...args: string[]) => adminCommand(env.stack.dbPath, ...args);
const get = (pathname: string, cookie?: string, host = HOST) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** What the page shows: its markup without scripts (every page ships the chrome's messages in one). */
const shown = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'");

describe('the platform session keep-alive (/wps/session/touch)', () => {
  afterEach(() => void admin('session', 'demoa01', 'idle', '1800'));

  it('a touch keeps the platform session past its idle window; without one it ends, and the player is signed out kindly', async () => {
    admin('session', 'demoa01', 'idle', '6');
    // Config (with the idle window) is cached for its TTL: let the site see the new window.
    await sleep(500);
    const active = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const idle = await logIn(env.stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
    for (let i = 0; i < 4; i++) {
      await sleep(2_500);
      const touched = await postForm(env.stack.siteUrl, HOST, '/resources/keep-alive', { here: '/member/bonusDetails' }, active);
      expect(touched.status).toBe(200);
      expect(JSON.parse(touched.body)).toEqual({ state: 'alive' });
    }
    // Ten seconds on, past the six-second window: the touched player is still signed in.
    expect((await get('/member/bonusDetails', active)).status).toBe(200);
    const ended = await postForm(env.stack.siteUrl, HOST, '/resources/keep-alive', { here: '/member/bonusDetails' }, idle);
    const loginUrl = '/login?redirectTo=%2Fmember%2FbonusDetails&reason=session-ended';
    expect(JSON.parse(ended.body)).toEqual({ state: 'ended', login: loginUrl });
    const after = sessionCookieOf(ended)!;
    expect(shown((await get(loginUrl, after)).body)).toContain('Your session has ended. Please log in again.');
    // The notice is the address's, not a one-time cookie's: another request of the page that found the session
    // ended at the same time (a hovered link's prefetch) may answer last with its own cookie, and the login
    // page still says why, and says it again if reloaded.
    expect(shown((await get(loginUrl)).body)).toContain('Your session has ended. Please log in again.');
    expect(shown((await get(loginUrl, after)).body)).toContain('Your session has ended. Please log in again.');
    expect(shown((await get('/login?redirectTo=%2Fmember%2FbonusDetails', after)).body)).not.toContain('Your session has ended');
    expect((await get('/member/bonusDetails', after)).status).toBe(302);
    // Mostly asleep through the idle window: a busy machine's slower requests on top of it.
  }, 40_000);

  it("a page's data asked for after the operator ended the session sends the player to the login that says why", async () => {
    // The prefetch of a hovered link's data, or a client navigation's, is told the same as a page load.
    const player = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    endSessionsOf(env.stack.dbPath, 'player1');
    const data = await get('/promotions.data', player);
    expect([data.status, data.headers.location]).toEqual([202, '/login?redirectTo=%2Fpromotions&reason=session-ended']);
  });

  it("the status call states the idle window (an extension) and a guest's keep-alive touches nothing", async () => {
    const guest = await postForm(env.stack.siteUrl, HOST, '/resources/keep-alive', { here: '/index' });
    expect(JSON.parse(guest.body)).toEqual({ state: 'signed-out' });
    const status = await httpRequest(`${env.stack.platformUrl}/wps/system/status`, { headers: { merchant: 'demoa01' } });
    expect(JSON.parse(status.body).value.info.sessionIdleSeconds).toBe(1800);
    const touch = await httpRequest(`${env.stack.platformUrl}/wps/session/touch`, { headers: { merchant: 'demoa01', authorization: 'not-a-session' } });
    expect(touch.status).toBe(401);
    expect(JSON.parse(touch.body)).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});

describe('a platform error naming hibernate', () => {
  afterEach(() => void admin('hibernate', 'demoa01', 'off'));

  it("shows the generic synchronisation warning, never the platform's exception text", async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    admin('hibernate', 'demoa01', 'on', '5');
    const page = await get('/member/transactionHistory', cookie);

    expect(shown(page.body)).toContain('The system is synchronising data. Please try again in a moment.');
    expect(page.body).not.toMatch(/hibernate|LockAcquisition/i);
    const balance = await get('/resources/balance', cookie);
    expect(balance.body).not.toMatch(/hibernate/i);
    admin('hibernate', 'demoa01', 'off');
    expect(shown((await get('/member/transactionHistory', cookie)).body)).not.toContain('The system is synchronising data');
  });
});

describe('/seaLottery and /agentHome', () => {
  it('/seaLottery is the lottery on the SEA vendor, for signed-in players; a brand without it answers 404', async () => {
    const guest = await get('/seaLottery?gameCode=SEA5');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/login?redirectTo=%2FseaLottery%3FgameCode%3DSEA5');
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const member = await get('/seaLottery?gameCode=SEA5&playType=x&other=1', cookie);
    expect(member.status).toBe(302);
    expect(member.headers.location).toBe('/lottery?vendor=TCG_SEA&gameCode=SEA5&playType=x');
    expect((await get('/seaLottery', undefined, 'demo-b.localhost')).status).toBe(404);
  });

  it('/agentHome is the agent centre: agents land there, guests are asked to log in', async () => {
    const guest = await get('/agentHome?tab=1');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/agent?tab=1');
    const cookie = await logIn(env.stack.siteUrl, HOST, 'agent1', 'Agent12345');
    const agent = await get('/agentHome', cookie);
    expect(agent.headers.location).toBe('/agent');
    expect((await get('/agent/agentTeamOverview', cookie)).status).toBe(200);
  });
});

describe('load-failure reports (/resources/load-report)', () => {
  const report = (body: string, type = 'application/json', host = HOST) =>
    httpRequest(`${env.stack.siteUrl}/resources/load-report`, { method: 'POST', headers: { host, origin: `http://${host}`, 'content-type': type }, body });
  const valid = (url: string) => JSON.stringify({ kind: 'route-module', reason: 'error', url, page: '/vip?token=secret-token' });

  it('logs one structured line per report, without query strings, and tells a removed build file ("missing") from a network error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await report(valid('http://demo-a.localhost/build/routes/gone-ABC123.js?token=secret-token'))).status).toBe(204);
      const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('asset-load-failure'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        event: 'asset-load-failure',
        brand: 'demo-a',
        kind: 'route-module',
        reason: 'missing',
        asset: '/build/routes/gone-ABC123.js',
        page: '/vip',
      });
      expect(lines[0]).not.toContain('secret-token');
      // A module of this build, in an area folder: logged by its own name, and as a network error.
      const promotions = fs.readdirSync('public/build/routes/_rewards+').find((file) => /^promotions-\w+\.js$/.test(file))!;
      expect((await report(valid(`/build/routes/_rewards+/${promotions}`))).status).toBe(204);
      const last = warn.mock.calls
        .map((c) => String(c[0]))
        .filter((l) => l.includes('asset-load-failure'))
        .at(-1)!;
      expect(JSON.parse(last)).toMatchObject({ reason: 'error', asset: `/build/routes/_rewards+/${promotions}` });
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses what is not a report: other content types, oversized, malformed; and a flood is cut off with 429', async () => {
    expect((await report('kind=script', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await report(valid(`/build/${'a'.repeat(3000)}.js`))).status).toBe(413);
    expect((await report('{not json')).status).toBe(400);
    expect((await report(JSON.stringify({ kind: 'image', reason: 'error', url: '/x', page: '/' }))).status).toBe(400);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await report(valid('/build/entry.client-XYZ.js'), 'application/json', 'demo-c.localhost')).status);
      expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
