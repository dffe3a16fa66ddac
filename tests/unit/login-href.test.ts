import { describe, expect, it } from 'vitest';
import { loginHref, loginNotice } from '~/lib/login-href';

const redirectTo = (href: string) => new URL(href, 'http://x.test').searchParams.get('redirectTo');

describe('loginHref', () => {
  it('brings the player back to the page, its query and its anchor', () => {
    expect(redirectTo(loginHref('/rng?tab=hot&page=2#top'))).toBe('/rng?tab=hot&page=2#top');
  });

  it('leaves out a dialog open on that page, keeping the rest of the query', () => {
    expect(redirectTo(loginHref('/chat?modal=app'))).toBe('/chat');
    expect(redirectTo(loginHref('/rng?modal=app&tab=hot#games'))).toBe('/rng?tab=hot#games');
  });

  it('sends anything that is not a same-site path home', () => {
    expect(redirectTo(loginHref('https://evil.example/x'))).toBe('/index');
    expect(redirectTo(loginHref('//evil.example/x'))).toBe('/index');
  });

  it('says why in the address when a session ended, and the login page reads only the reasons it knows', () => {
    const href = loginHref('/member/withdraw', 'session-ended');
    expect(redirectTo(href)).toBe('/member/withdraw');
    expect(loginNotice(new URL(href, 'http://x.test'))).toBe('auth.sessionEnded');
    expect(loginNotice(new URL(loginHref('/member/withdraw'), 'http://x.test'))).toBeNull();
    expect(loginNotice(new URL('/login?reason=toString', 'http://x.test'))).toBeNull();
    // Only the login page says it: the same parameter elsewhere is someone else's.
    expect(loginNotice(new URL('/index?reason=session-ended', 'http://x.test'))).toBeNull();
  });
});
