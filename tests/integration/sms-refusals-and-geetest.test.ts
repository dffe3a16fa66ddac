import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../app/locales/en.json';
import vi from '../../app/locales/vi.json';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { latestCaptchaAnswer, queryPlatformDb, writePlatformDb } from '../support/platform-db';
import { sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/**
 * The operator's SMS account says no (quota used up, sending not allowed) and every place that sends a
 * code says why in the player's language, never the platform's English; a registration from a domain the
 * platform does not know is refused in words; and with Geetest on, a login or registration passes only
 * with the slider in the gap. Without JavaScript, so the words stand in the page itself.
 */
// Enough sends from one test address that the site's own per-address limit never speaks first.
const env = useStack('sms-refusals-', { configTtlMs: 200, env: { SMS_SENDS_PER_10_MINUTES: '50' } });
const A = 'demo-a.localhost';
const B = 'demo-b.localhost';
const admin = (...args: string[]) => adminCommand(env.stack.dbPath, ...args);
// A connection each: the admin commands between requests outlast the server's keep-alive.
const post = (host: string, path: string, fields: Record<string, string>, cookie?: string) =>
  httpRequest(`${env.stack.siteUrl}${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, connection: 'close', 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
const get = (host: string, path: string, cookie?: string) =>
  httpRequest(`${env.stack.siteUrl}${path}`, { headers: { host, connection: 'close', ...(cookie ? { cookie } : {}) } });
/** The site reads the platform's config again after its TTL: until a page shows the change. */
async function untilShown(host: string, path: string, text: string) {
  for (let i = 0; i < 40; i++) {
    if ((await get(host, path)).body.includes(text)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} never showed ${text}`);
}
/** JSX escapes apostrophes in text. */
const htmlText = (text: string) => text.replace(/'/g, '&#x27;');
/** The page's own words: scripts are left out, since the bootstrap's message catalogue holds every text anyway. */
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
const said = (text: string) => expect.stringContaining(htmlText(text));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(() => writePlatformDb(env.stack.dbPath, "UPDATE whitelabel_nodes SET enabled = 0 WHERE mod_id = 'LOGINIPVERF3'"));

describe('a code the platform will not send', () => {
  afterAll(() => {
    admin('smsquota', 'demoa01', 'unlimited');
    admin('smsquota', 'demob02', 'unlimited');
    admin('smssending', 'demoa01', 'on');
  });

  it('says the SMS quota is used up, in the brand language, when the quota is spent', async () => {
    admin('smsquota', 'demoa01', '1');
    const first = await post(A, '/login?tab=sms', { intent: 'sendCode', type: 'sms', countryDialingCode: '+63', username: '9171234567' });
    expect(first.status).toBe(200);
    const second = await post(A, '/login?tab=sms', { intent: 'sendCode', type: 'sms', countryDialingCode: '+63', username: '9170000001' });
    expect(second.status).toBe(400);
    expect(shown(second.body)).toEqual(said(en.auth.refusals.smsQuota));
    expect(second.body).not.toContain('SMS quota not enough');

    admin('smsquota', 'demob02', '0');
    const vietnamese = await post(B, '/register?mode=mobile', { intent: 'sendCode', mode: 'mobile', countryDialingCode: '+84', mobileNum: '912000111' });
    expect(vietnamese.status).toBe(400);
    expect(shown(vietnamese.body)).toEqual(said(vi.auth.refusals.smsQuota));
  });

  it('says the operation is not allowed on every form that sends a code, and sends again once allowed', async () => {
    admin('smsquota', 'demoa01', 'unlimited');
    admin('smssending', 'demoa01', 'off');
    const sends: [string, Record<string, string>][] = [
      // A number the quota test did not use: a number that was just sent a code is refused for a while, in other words.
      ['/login?tab=sms', { intent: 'sendCode', type: 'sms', countryDialingCode: '+63', username: '9171234599' }],
      ['/register?mode=mobile', { intent: 'sendCode', mode: 'mobile', countryDialingCode: '+63', mobileNum: '9175550101' }],
      ['/forgotPassword?mode=mobileNum', { intent: 'sendCode', mode: 'mobileNum', countryDialingCode: '+63', mobileNum: '9170000001' }],
    ];
    for (const [path, fields] of sends) {
      const res = await post(A, path, fields);
      expect(res.status, path).toBe(400);
      expect(shown(res.body), path).toEqual(said(en.auth.refusals.notAllowed));
      expect(res.body, path).not.toContain('Operation not allowed');
      // The reset form's served answer (what a browser without JavaScript shows) stands the refusal in the form itself.
      if (path.startsWith('/forgotPassword'))
        expect(res.body, path).toMatch(new RegExp(`data-testid="sms-refusal-inline"[^>]*>\\s*${escapeRegExp(htmlText(en.auth.refusals.notAllowed))}\\s*</p>`));
    }
    const signIn = await post(A, '/login', { intent: 'login', username: 'player1', password: 'Player123', redirectTo: '/index' });
    expect(signIn.status).toBe(302);
    const cookie = sessionCookieOf(signIn)!;
    const bind = await post(A, '/member/securityCenter', { intent: 'sendMobileCode', countryDialingCode: '+63', mobileNum: '9175550202' }, cookie);
    expect(bind.status).toBe(400);
    expect(shown(bind.body)).toEqual(said(en.auth.refusals.notAllowed));

    admin('smssending', 'demoa01', 'on');
    const again = await post(A, '/login?tab=sms', { intent: 'sendCode', type: 'sms', countryDialingCode: '+63', username: '9170000001' });
    expect(again.status).toBe(200);
    expect(again.body).not.toContain(en.auth.refusals.title.replace(/'/g, '&#x27;'));
  });
});

describe('a registration from a domain the platform does not know', () => {
  afterAll(() => admin('domain', 'demoa01', 'add', A));

  it('is refused with the localised "invalid domain URL" message, and passes the platform once the domain is its', async () => {
    const fields = {
      intent: 'register',
      mode: 'username',
      username: 'domaintest1',
      password: 'Domain1234',
      verifyPwd: 'Domain1234',
      captcha: 'ABCD',
      age: 'on',
      terms: 'on',
    };
    // The site serves demo-a.localhost, but the platform no longer lists it among the merchant's domains.
    admin('domain', 'demoa01', 'remove', A);
    const refused = await post(A, '/register', fields);
    expect(refused.status).toBe(400);
    expect(shown(refused.body)).toEqual(said(en.auth.refusals.invalidDomain));
    expect(refused.body).not.toContain('Invalid domain URL');
    // Listed again, the same form gets past the domain check (and stops at the made-up captcha).
    admin('domain', 'demoa01', 'add', A);
    const listed = await post(A, '/register', fields);
    expect(listed.status).toBe(400);
    expect(shown(listed.body)).not.toEqual(said(en.auth.refusals.invalidDomain));
    expect(shown(listed.body)).toEqual(said(en.auth.errors.captchaInvalid));
  });
});

describe('Geetest (GEETEST3) on a brand', () => {
  beforeAll(async () => {
    admin('feature', 'demoa01', 'GEETEST3', 'on');
    await untilShown(A, '/login', 'name="geetest_challenge"');
  });
  afterAll(() => admin('feature', 'demoa01', 'GEETEST3', 'off'));

  /** The form as a player without JavaScript gets it: the challenge's id, and the session it is bound to. */
  async function challengeOf(path: string) {
    const page = await get(A, path);
    expect(page.status).toBe(200);
    const challenge = /name="geetest_challenge" value="([a-f0-9]{32})"/.exec(page.body)?.[1];
    expect(challenge, 'a demo challenge in the form').toBeTruthy();
    expect(page.body).toContain('name="geetest_validate"');
    expect(page.body).toContain(en.auth.geetest.label);
    const [row] = queryPlatformDb<{ gap: number }>(env.stack.dbPath, 'SELECT gap FROM geetest_challenges WHERE id = ?', challenge);
    expect(row, 'the challenge is a fresh one').toBeTruthy();
    const cookie = sessionCookieOf(page);
    expect(cookie, 'the challenge is kept in the visitor session, so the page is never shared').toBeTruthy();
    return { challenge: challenge!, gap: row!.gap, cookie: cookie! };
  }

  it('refuses a login with the slider short of the gap, in words, and signs in with it in the gap', async () => {
    const wrong = await challengeOf('/login');
    const refused = await post(
      A,
      '/login',
      { intent: 'login', username: 'player1', password: 'Player123', geetest_challenge: wrong.challenge, geetest_validate: String(wrong.gap - 30) },
      wrong.cookie,
    );
    expect(refused.status).toBe(400);
    expect(shown(refused.body)).toEqual(said(en.auth.geetest.failed));
    // The refused page carries a new challenge: each is used once.
    expect(refused.body).not.toContain(wrong.challenge);

    const missing = await post(A, '/login', { intent: 'login', username: 'player1', password: 'Player123' });
    expect(missing.status).toBe(400);

    const right = await challengeOf('/login');
    const signedIn = await post(
      A,
      '/login',
      { intent: 'login', username: 'player1', password: 'Player123', geetest_challenge: right.challenge, geetest_validate: String(right.gap + 3) },
      right.cookie,
    );
    expect(signedIn.status).toBe(302);
    // A used challenge does not open a second sign-in.
    const replay = await post(
      A,
      '/login',
      { intent: 'login', username: 'player1', password: 'Player123', geetest_challenge: right.challenge, geetest_validate: String(right.gap) },
      right.cookie,
    );
    expect(replay.status).toBe(400);
    // Nor does another visitor's challenge, answered right.
    const theirs = await challengeOf('/login');
    const mine = await challengeOf('/login');
    const borrowed = await post(
      A,
      '/login',
      { intent: 'login', username: 'player1', password: 'Player123', geetest_challenge: theirs.challenge, geetest_validate: String(theirs.gap) },
      mine.cookie,
    );
    expect(borrowed.status).toBe(400);
  });

  it('registers with the slider in the gap and refuses a wrong one', async () => {
    const register = async (username: string, offset: number) => {
      const form = await challengeOf('/register');
      const image = await get(A, '/resources/captcha', form.cookie);
      const cookie = sessionCookieOf(image) ?? form.cookie;
      return post(
        A,
        '/register',
        {
          intent: 'register',
          mode: 'username',
          username,
          password: 'Slider1234',
          verifyPwd: 'Slider1234',
          captcha: latestCaptchaAnswer(env.stack.dbPath),
          age: 'on',
          terms: 'on',
          geetest_challenge: form.challenge,
          geetest_validate: String(form.gap + offset),
        },
        cookie,
      );
    };
    const refused = await register('slidewrong', 60);
    expect(refused.status).toBe(400);
    expect(shown(refused.body)).toEqual(said(en.auth.geetest.failed));
    expect((await register('slideright', -2)).status).toBe(302);
  });
});
