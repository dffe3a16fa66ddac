import { expect, it } from 'vitest';
import { httpRequest } from './http';
import { tokensOf } from './platform-db';
import { logIn, postForm, sessionCookieOf } from './site-session';
import type { startStack } from './stack';

type Stack = Awaited<ReturnType<typeof startStack>>;
const HOST = 'demo-a.localhost';

/** A member page answers 200 to a live session and sends anyone else to log in. */
export async function signedIn(siteUrl: string, cookie: string): Promise<boolean> {
  const res = await httpRequest(`${siteUrl}/member/bonusDetails`, { headers: { host: HOST, cookie } });
  if (res.status === 200) return true;
  expect(res.status).toBe(302);
  expect(res.headers.location).toMatch(/^\/login/);
  return false;
}

/** Sessions that really end, whatever the store: the same tests run on SQLite and on Redis. */
export function sessionBehaviours(env: { readonly stack: Stack }) {
  it('logout ends the session at once: the cookie from before, replayed, opens nothing', async () => {
    const { siteUrl } = env.stack;
    const cookie = await logIn(siteUrl, HOST, 'player1', 'Player123');
    expect(await signedIn(siteUrl, cookie)).toBe(true);
    const out = await postForm(siteUrl, HOST, '/logout', {}, cookie);
    expect(out.status).toBe(302);
    expect(await signedIn(siteUrl, cookie)).toBe(false);
    expect(await signedIn(siteUrl, sessionCookieOf(out)!)).toBe(false);
  });

  it('"sign out everywhere" ends the account\'s other sessions too', async () => {
    const { siteUrl } = env.stack;
    const phone = await logIn(siteUrl, HOST, 'vipwhale', 'Whale12345');
    const laptop = await logIn(siteUrl, HOST, 'vipwhale', 'Whale12345');
    const other = await logIn(siteUrl, HOST, 'player1', 'Player123');
    expect(await signedIn(siteUrl, phone)).toBe(true);
    await postForm(siteUrl, HOST, '/logout', { everywhere: 'on' }, laptop);
    expect(await signedIn(siteUrl, laptop)).toBe(false);
    expect(await signedIn(siteUrl, phone)).toBe(false);
    // Another account is untouched.
    expect(await signedIn(siteUrl, other)).toBe(true);
  });

  it('a new sign-in gets a new session id: the session from before the login no longer opens', async () => {
    const { siteUrl } = env.stack;
    const first = await logIn(siteUrl, HOST, 'player1', 'Player123');
    const again = await postForm(siteUrl, HOST, '/login', { username: 'vipwhale', password: 'Whale12345', intent: 'login' }, first);
    const second = sessionCookieOf(again)!;
    expect(second).not.toBe(first);
    expect(await signedIn(siteUrl, second)).toBe(true);
    expect(await signedIn(siteUrl, first)).toBe(false);
  });

  it("a password change ends the account's other sessions and carries on under a new session id", async () => {
    const { siteUrl } = env.stack;
    const here = await logIn(siteUrl, HOST, 'forgetful', 'Forgot123');
    const elsewhere = await logIn(siteUrl, HOST, 'forgetful', 'Forgot123');
    const changed = await postForm(
      siteUrl,
      HOST,
      '/changePassword',
      { oldPassword: 'Forgot123', newPassword: 'Forgot1234', confirmNewPassword: 'Forgot1234' },
      here,
    );
    expect(changed.status).toBe(302);
    const renewed = sessionCookieOf(changed)!;
    expect(await signedIn(siteUrl, renewed)).toBe(true);
    expect(await signedIn(siteUrl, here)).toBe(false);
    expect(await signedIn(siteUrl, elsewhere)).toBe(false);
    const back = await postForm(
      siteUrl,
      HOST,
      '/changePassword',
      { oldPassword: 'Forgot1234', newPassword: 'Forgot123', confirmNewPassword: 'Forgot123' },
      renewed,
    );
    expect(back.status).toBe(302);
  });

  it('a logout while the platform is down ends the session here at once and on the platform once it is back', async () => {
    const { siteUrl, dbPath } = env.stack;
    const cookie = await logIn(siteUrl, HOST, 'agent1', 'Agent12345');
    const [token] = tokensOf(dbPath, 'agent1');
    expect(token).toBeTruthy();
    await env.stack.stopPlatform();
    const out = await postForm(siteUrl, HOST, '/logout', {}, cookie);
    expect(out.status).toBe(302);
    expect(await signedIn(siteUrl, cookie)).toBe(false);
    await env.stack.restartPlatform();
    const until = Date.now() + 5_000;
    while (tokensOf(dbPath, 'agent1').includes(token!) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(tokensOf(dbPath, 'agent1')).not.toContain(token);
  });
}
