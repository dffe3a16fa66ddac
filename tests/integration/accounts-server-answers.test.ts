import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { addPlatformMember } from '../support/platform-db';
import { attributeOf, plainForm, textOf, withCookiesOf } from '../support/served-html';
import { postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * Signing in, out and up as the server answers a browser without JavaScript: the served forms posted as they
 * are, the pages the answers lead to. The same forms with the page's script, and what the browser does around
 * them (checks before posting, focus, dialogs), are driven in a browser in accounts.spec.ts; the agent login's
 * way into the centre in agent-centre.spec.ts.
 */
const s = useStack('accounts-answers-');

const get = (host: string, pathname: string, cookie = '') =>
  httpRequest(`${s.stack.siteUrl}${pathname}`, { headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });

/** Follows the site's redirects from `pathname` as a browser does, keeping the cookies each answer sets. */
async function follow(host: string, pathname: string, cookie: string) {
  let at = pathname;
  let cookies = cookie;
  for (let hops = 0; hops < 5; hops++) {
    const answer = await get(host, at, cookies);
    cookies = withCookiesOf(answer, cookies);
    if (answer.status < 300 || answer.status >= 400) return { at, answer, cookie: cookies };
    at = answer.headers.location!;
  }
  throw new Error(`${pathname} redirects more than five times`);
}

/** Posts the form (found by `marker`) of a page `follow` reached with what the player typed, then follows the answer as a browser does. */
async function submit(host: string, page: { at: string; answer: { body: string }; cookie: string }, marker: string, typed: Record<string, string>) {
  const form = plainForm(page.answer.body, marker, page.at);
  const answer = await postForm(s.stack.siteUrl, `${host}`, form.action, { ...form.fields, ...typed }, page.cookie);
  const cookie = withCookiesOf(answer, page.cookie);
  if (answer.status >= 300 && answer.status < 400) return follow(host, answer.headers.location!, cookie);
  return { at: form.action, answer, cookie };
}

describe('without JavaScript', () => {
  const HOST = 'demo-c.localhost';

  it('login and registration work as plain forms', async () => {
    const login = await follow(HOST, '/login', '');
    expect(login.answer.status).toBe(200);
    const signedIn = await submit(HOST, login, 'name="type"', {
      username: 'emberagent',
      password: 'Agent12345',
    });
    expect(signedIn.answer.status).toBe(200);
    expect(textOf(signedIn.answer.body)).toContain('Ember Agent');

    const logout = await follow(HOST, '/logout', signedIn.cookie);
    expect(logout.answer.status).toBe(200);
    const loggedOut = await submit(HOST, logout, 'name="everywhere"', {});
    expect(/<[^>]*role="status"[^>]*>([\s\S]*?)<\/[a-z]+>/.exec(loggedOut.answer.body)?.[1]).toMatch(/logged out/);

    const register = await follow(HOST, '/register', loggedOut.cookie);
    expect(register.answer.status).toBe(200);
    // The browser draws the captcha's image (which may set its cookie) before the player reads it.
    const image = /<img\b[^>]*alt="Captcha image[^"]*"[^>]*>/.exec(register.answer.body)?.[0];
    expect(image, 'the captcha image').toBeTruthy();
    const picture = await get(HOST, attributeOf(image!, 'src')!, register.cookie);
    expect(picture.status).toBe(200);
    const name = `nojs${Date.now() % 100000}`;
    const refused = await submit(HOST, { ...register, cookie: withCookiesOf(picture, register.cookie) }, 'name="age"', {
      username: name,
      password: 'NoScript123',
      verifyPwd: 'NoScript123',
      captcha: 'WRONG',
      age: 'on',
      terms: 'on',
    });
    expect(refused.answer.status).toBe(400);
    expect(textOf(refused.answer.body)).toMatch(/captcha didn't match/);
  });
});

describe('the agent login', () => {
  it('turns a member away on the sign-in page with the reason', async () => {
    const HOST = 'demo-a.localhost';
    const login = await follow(HOST, '/login?as=agent', '');
    expect(login.answer.status).toBe(200);
    const refused = await submit(HOST, login, 'name="as"', {
      username: 'player1',
      password: 'Player123',
    });
    expect(refused.answer.status).toBe(400);
    expect(refused.at).toMatch(/^\/login(\?|$)/);
    expect(textOf(refused.answer.body)).toContain("Not an agent, can't login.");
  });
});

describe("an affiliate's sub-domain", () => {
  it('opens registration on the brand with its code filled in', async () => {
    const port = new URL(s.stack.siteUrl).port;
    const host = `ag123.demo-a.localhost:${port}`;
    const sent = await get(host, '/register');
    expect(sent.status).toBeGreaterThanOrEqual(300);
    expect(sent.status).toBeLessThan(400);
    const to = new URL(sent.headers.location!, `http://${host}`);
    expect(to.href).toBe(`http://demo-a.localhost:${port}/register?affiliateCode=AG123`);
    const register = await get(to.host, to.pathname + to.search);
    expect(register.status).toBe(200);
    const field = /<input\b[^>]*name="affiliateCode"[^>]*>/.exec(register.body)?.[0] ?? '';
    expect(attributeOf(field, 'value')).toBe('AG123');
  });
});

describe('the dialling code without JavaScript', () => {
  // With the page's script the picker takes over (keyboard, type-ahead, closing on blur): chrome.spec.ts.
  it('the registration form has the native select of codes, in view and in the tab order, and no scripted picker (demo-b)', async () => {
    const res = await get('demo-b.localhost', '/register');
    expect(res.status).toBe(200);
    const label = /<label\b[^>]*>(?:(?!<\/label>)[\s\S])*?<select\b[^>]*name="countryDialingCode"[\s\S]*?<\/label>/.exec(res.body)?.[0] ?? '';
    const select = /<select\b[^>]*>/.exec(label)?.[0] ?? '';
    expect(select, 'the native select').toContain('name="countryDialingCode"');
    // Shown and reachable: not the picker's hidden carrier (sr-only label, out of the tab order, hidden from readers).
    expect(attributeOf(/<label\b[^>]*>/.exec(label)![0], 'class')).not.toMatch(/\bsr-only\b/);
    for (const name of ['tabindex', 'aria-hidden', 'hidden']) expect(attributeOf(select, name), name).toBeUndefined();
    expect(/<option\b[^>]*value="84"/.test(label), 'the brand’s own code among the options').toBe(true);
    expect(res.body).not.toContain('data-testid="country-picker"');
    expect(res.body).not.toMatch(/\srole="combobox"/);
  });
});

describe('a forced password change', () => {
  it('signing in with the default password 123456 forces a change', async () => {
    await addPlatformMember(s.stack.dbPath, { merchant: 'demoa01', username: 'defaultpw', password: '123456' });
    const HOST = 'demo-a.localhost';
    const answer = await postForm(s.stack.siteUrl, HOST, '/login', { username: 'defaultpw', password: '123456', intent: 'login', redirectTo: '/index' });
    expect(answer.status).toBe(302);
    const landed = await follow(HOST, answer.headers.location!, withCookiesOf(answer));
    expect(landed.at).toBe('/changePassword');
    expect(landed.answer.status).toBe(200);
  });
});
