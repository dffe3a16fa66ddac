import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { createSealer } from '~/request/session/seal.server';
import { commitSession, liveSignIn, readSession, resetSessionCookieForTests } from '~/request/session/session.server';

const TOKEN = 'platform-token-0123456789abcdef';

describe('sealing', () => {
  it('opens what it sealed, and the sealed text shows nothing of the value', () => {
    const sealer = createSealer(['first-secret-0123456789'], 'session');
    const sealed = sealer.seal({ token: TOKEN, nickname: 'Kenji' });
    expect(sealer.open(sealed)).toEqual({ token: TOKEN, nickname: 'Kenji' });
    const decoded = Buffer.from(sealed.split('.')[1]!, 'base64url').toString('latin1');
    expect(decoded).not.toContain(TOKEN);
    expect(decoded).not.toContain('Kenji');
    // A new nonce each time: the same value never seals to the same text.
    expect(sealer.seal({ token: TOKEN })).not.toBe(sealer.seal({ token: TOKEN }));
  });

  it('refuses a tampered, truncated or foreign value', () => {
    const sealer = createSealer(['first-secret-0123456789'], 'session');
    const sealed = sealer.seal({ token: TOKEN });
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[20] = body[20]! ^ 1;
    expect(sealer.open(`v1.${body.toString('base64url')}`)).toBeUndefined();
    expect(sealer.open(sealed.slice(0, 20))).toBeUndefined();
    expect(sealer.open('not-sealed')).toBeUndefined();
    expect(createSealer(['another-secret-987654321'], 'session').open(sealed)).toBeUndefined();
    // Sealed for another purpose, it does not open as a session.
    expect(createSealer(['first-secret-0123456789'], 'other').open(sealed)).toBeUndefined();
  });

  it('rotates: the first secret seals, every listed secret opens', () => {
    const old = createSealer(['old-secret-0123456789ab'], 'session').seal({ token: TOKEN });
    const rotated = createSealer(['new-secret-0123456789ab', 'old-secret-0123456789ab'], 'session');
    expect(rotated.open(old)).toEqual({ token: TOKEN });
    const fresh = rotated.seal({ token: TOKEN });
    expect(createSealer(['new-secret-0123456789ab'], 'session').open(fresh)).toEqual({ token: TOKEN });
    expect(createSealer(['old-secret-0123456789ab'], 'session').open(fresh)).toBeUndefined();
  });
});

describe('the session cookie', () => {
  afterEach(() => {
    delete process.env.SESSION_SECRET;
    resetEnvForTests();
    resetSessionCookieForTests();
  });

  const useSecrets = (secrets: string) => {
    process.env.SESSION_SECRET = secrets;
    resetEnvForTests();
    resetSessionCookieForTests();
  };

  it('round-trips a sign-in through a Set-Cookie line that never shows the token, on any instance with the same secrets', () => {
    useSecrets('instance-secret-0123456789');
    const session = readSession(null);
    session.set('token', TOKEN);
    session.set('brandId', 'demo-a');
    session.set('createdAt', Date.now());
    session.set('lastSeenAt', Date.now());
    session.set('profile', { account: 'player1', nickname: 'Kenji', type: 0, vipLabel: null, rankLevel: 0 });
    const setCookie = commitSession(session);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toContain(TOKEN);
    const cookieHeader = setCookie.split(';')[0]!;
    // Another instance: its own process state, the same secrets.
    resetSessionCookieForTests();
    const reopened = readSession(cookieHeader);
    expect(liveSignIn(reopened, 'demo-a')?.token).toBe(TOKEN);
    expect(liveSignIn(reopened, 'demo-b')).toBeNull();
  });

  it('reads a cookie sealed with other secrets, or forged, as no session', () => {
    useSecrets('instance-secret-0123456789');
    const session = readSession(null);
    session.set('token', TOKEN);
    const cookieHeader = commitSession(session).split(';')[0]!;
    useSecrets('a-different-secret-0123456789');
    expect(readSession(cookieHeader).get('token')).toBeUndefined();
    expect(readSession('wl_session=eyJ0b2tlbiI6ImZvcmdlZCJ9.forged').get('token')).toBeUndefined();
  });

  it('ends a sign-in after 30 idle minutes or 12 hours in all', () => {
    useSecrets('instance-secret-0123456789');
    const now = Date.now();
    const session = readSession(null);
    session.set('token', TOKEN);
    session.set('brandId', 'demo-a');
    session.set('profile', { account: 'p', nickname: 'p', type: 0, vipLabel: null, rankLevel: 0 });
    session.set('createdAt', now - 60_000);
    session.set('lastSeenAt', now - 31 * 60_000);
    expect(liveSignIn(session, 'demo-a', now)).toBeNull();
    session.set('lastSeenAt', now);
    expect(liveSignIn(session, 'demo-a', now)).not.toBeNull();
    session.set('createdAt', now - 12 * 60 * 60_000 - 1);
    expect(liveSignIn(session, 'demo-a', now)).toBeNull();
  });
});
