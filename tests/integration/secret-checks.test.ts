import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { writePlatformDb } from '../support/platform-db';
import { logIn, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * Guessing paths over HTTP: every secret check locks after a few wrong answers, the login limit spends
 * only failures (per account and per address), one nickname rule, and refusals are the brand's 4xx page.
 */
const FAILURES_PER_MINUTE = 5;
const env = useStack('secret-checks-', { env: { TRUST_PROXY: '1', LOGIN_ATTEMPTS_PER_MINUTE: String(FAILURES_PER_MINUTE) } });
const HOST = 'demo-a.localhost';
const LOCKED = 'Too many wrong passwords. Try again in 15 min.';

/** A same-origin form post from a visitor at `ip` (the balancer's X-Forwarded-For). */
function post(path: string, fields: Record<string, string>, options: { cookie?: string; ip?: string; host?: string } = {}) {
  const host = options.host ?? HOST;
  return httpRequest(`${env.stack.siteUrl}${path}`, {
    method: 'POST',
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}
const page = (path: string, cookie: string, host = HOST) => httpRequest(`${env.stack.siteUrl}${path}`, { headers: { host, cookie } });
const login = (username: string, password: string, ip: string) => post('/login', { intent: 'login', username, password, redirectTo: '/index' }, { ip });
/** What fifteen minutes do to every lock of the platform's secret checks. */
const letLocksRunOut = () => writePlatformDb(env.stack.dbPath, 'UPDATE secret_failures SET locked_until = ?', Date.now() - 1);
const memberId = (username: string) => {
  const db = new Database(env.stack.dbPath, { readonly: true });
  try {
    return db.prepare("SELECT id FROM members WHERE merchant = 'demoa01' AND username = ?").pluck().get(username) as number;
  } finally {
    db.close();
  }
};

// Players here sign in from many addresses; a new one asking for a second proof is another test's matter.
beforeAll(() => writePlatformDb(env.stack.dbPath, "UPDATE whitelabel_nodes SET enabled = 0 WHERE mod_id = 'LOGINIPVERF3'"));

describe('the login limit spends failures, not sign-ins', () => {
  it('lets fifteen players sign in from one shared address', async () => {
    for (let i = 0; i < 15; i++) {
      const res = await login('player1', 'Player123', '198.51.100.1');
      expect(res.status, `sign-in ${i + 1}`).toBe(302);
    }
  });

  it('locks an account after its failures, from whichever addresses they came', async () => {
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) expect((await login('vipwhale', 'wrong-one', `198.51.100.${20 + i}`)).status).toBe(400);
    const right = await login('vipwhale', 'Whale12345', '198.51.100.40');
    expect(right.status).toBe(429);
    expect(right.body).toContain('Too many attempts');
  });

  it('stops an address after its failures, whichever accounts they named', async () => {
    for (let i = 0; i < FAILURES_PER_MINUTE; i++) expect((await login(`nobody${i}`, 'wrong-one', '198.51.100.50')).status).toBe(400);
    expect((await login('player1', 'Player123', '198.51.100.50')).status).toBe(429);
    expect((await login('player1', 'Player123', '198.51.100.1')).status).toBe(302);
  });
});

describe('a re-entered login password counts and locks', () => {
  it('refuses the right old password after five wrong ones, says for how long, and lets it in once the lock has run out', async () => {
    const cookie = await logInFrom('forgetful', 'Forgot123', '198.51.100.60');
    const change = (oldPassword: string) =>
      post('/changePassword', { oldPassword, newPassword: 'Remember456', confirmNewPassword: 'Remember456' }, { cookie, ip: '198.51.100.60' });
    for (let i = 0; i < 4; i++) {
      const wrong = await change(`Guess${i}abc`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toContain('The current password is incorrect.');
    }
    expect((await change('Guess4abc')).body).toContain(LOCKED);
    const right = await change('Forgot123');
    expect(right.status).toBe(400);
    expect(right.body).toContain(LOCKED);
    letLocksRunOut();
    expect((await change('Forgot123')).status).toBe(302);
  });

  it('locks the first payment password setting the same way', async () => {
    const cookie = await logInFrom('player1', 'Player123', '198.51.100.1');
    const setFirst = (loginPassword: string) =>
      post(
        '/member/securityCenter',
        { intent: 'setPaymentPassword', loginPassword, paymentPassword: '246810', confirmPaymentPassword: '246810' },
        { cookie, ip: '198.51.100.1' },
      );
    for (let i = 0; i < 5; i++) expect((await setFirst(`Guess${i}abc`)).status).toBe(400);
    const right = await setFirst('Player123');
    expect(right.status).toBe(400);
    expect(right.body).toContain(LOCKED);
    letLocksRunOut();
    expect((await setFirst('Player123')).status).toBe(200);
  });
});

describe('one nickname rule', () => {
  const markup = '<b>Boss</b>';
  it('refuses a markup nickname at registration', async () => {
    const res = await post(
      '/register',
      {
        intent: 'register',
        mode: 'username',
        username: 'markupfan1',
        password: 'Markup1234',
        verifyPwd: 'Markup1234',
        nickname: markup,
        captcha: '1234',
        age: 'on',
        terms: 'on',
      },
      { ip: '198.51.100.70' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/role="alert">Nicknames are 2–20 letters/);
  });

  it('refuses it on the profile too', async () => {
    const cookie = await logInFrom('player1', 'Player123', '198.51.100.1');
    const res = await post('/member/securityCenter', { intent: 'profile', nickname: markup }, { cookie, ip: '198.51.100.1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/role="alert">Nicknames are 2–20 letters/);
  });
});

describe('a refusal is the brand’s 4xx page, not an outage', () => {
  it('shows a member who opens /agent the brand’s page with its header and a way back', async () => {
    const res = await page('/agent', await logInFrom('player1', 'Player123', '198.51.100.1'));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<header');
    expect(res.body).toContain('Page not found');
    expect(res.body).toMatch(/href="\/index"/);
  });

  it('answers 404 for contract pages on a brand without contracts', async () => {
    const res = await page(
      '/agent/agentDividendRecordCopy2',
      await logIn(env.stack.siteUrl, 'demo-c.localhost', 'emberagent', 'Agent12345'),
      'demo-c.localhost',
    );
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
  });

  it('answers 404 when an agent asks for another team’s member', async () => {
    const agent = await logIn(env.stack.siteUrl, HOST, 'agent1', 'Agent12345');
    // The agent centre still opens for the agent.
    expect((await page('/agent', agent)).headers.location).toMatch(/^\/agent\/agentTeamOverview/);
    const res = await page(`/agent/downlineManagmentView?parent=${memberId('traveller')}`, agent);
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
  });
});

async function logInFrom(username: string, password: string, ip: string): Promise<string> {
  const res = await login(username, password, ip);
  const cookie = sessionCookieOf(res);
  if (res.status !== 302 || !cookie) throw new Error(`login as ${username} failed: ${res.status}`);
  return cookie;
}
