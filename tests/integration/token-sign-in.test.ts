import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { tokensOf } from '../support/platform-db';
import { signedIn } from '../support/session-behaviours';
import { logIn, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

/** `?token=`: an app shell opens the site for the player it already signed in on the platform. */
const env = useStack('token-sign-in-');
const HOST = 'demo-a.localhost';

async function platformTokenOf(username: string, password: string): Promise<string> {
  await logIn(env.stack.siteUrl, HOST, username, password);
  const tokens = tokensOf(env.stack.dbPath, username);
  expect(tokens.length).toBeGreaterThan(0);
  return tokens.at(-1)!;
}

describe('sign-in from a ?token= link', () => {
  it('signs the visitor in once and sends them to the same address without the token', async () => {
    const token = await platformTokenOf('player1', 'Player123');
    const res = await httpRequest(`${env.stack.siteUrl}/member/bonusDetails?tab=2&token=${encodeURIComponent(token)}`, { headers: { host: HOST } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/member/bonusDetails?tab=2');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toBeTruthy();
    // The cookie is sealed: the platform token is not in it.
    expect(cookie).not.toContain(token);
    expect(await signedIn(env.stack.siteUrl, cookie)).toBe(true);
  });

  it('a token the platform does not know signs nobody in and says so on the next page', async () => {
    const res = await httpRequest(`${env.stack.siteUrl}/index?token=not-a-real-token-123`, { headers: { host: HOST } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/index');
    const cookie = sessionCookieOf(res)!;
    expect(await signedIn(env.stack.siteUrl, cookie)).toBe(false);
    const page = await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: HOST, cookie } });
    expect(page.body).toContain('That sign-in link has expired or is not valid');
  });

  it('a malformed token never reaches the platform and a signed-in visitor keeps their own account', async () => {
    const bad = await httpRequest(`${env.stack.siteUrl}/index?token=${encodeURIComponent('<script>')}`, { headers: { host: HOST } });
    expect(bad.status).toBe(302);
    expect(bad.headers.location).toBe('/index');

    const whale = await logIn(env.stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
    const someoneElse = await platformTokenOf('player1', 'Player123');
    const res = await httpRequest(`${env.stack.siteUrl}/index?token=${encodeURIComponent(someoneElse)}`, { headers: { host: HOST, cookie: whale } });
    expect(res.status).toBe(302);
    expect(sessionCookieOf(res)).toBeNull();
    const page = await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: HOST, cookie: whale } });
    expect(page.body).toContain('vipwhale');
    expect(page.body).not.toContain('player1');
  });
});
