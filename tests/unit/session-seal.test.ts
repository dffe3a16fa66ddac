import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { createSealer } from '~/request/session/seal.server';
import { commitSession, liveSignIn, readSession, resetSessionCookieForTests } from '~/request/session/session.server';
import { closeSessionStore } from '~/request/session/store.server';

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

  it("opens the same value again (a player's every request) to a copy of its own, and still refuses it tampered", () => {
    const sealer = createSealer(['first-secret-0123456789'], 'session');
    const sealed = sealer.seal({ sid: 'abc', notice: { text: 'Welcome' } });
    const first = sealer.open(sealed) as { notice: { text: string } };
    // One request changing what it opened never reaches the next request's session.
    first.notice.text = 'changed by one request';
    expect(sealer.open(sealed)).toEqual({ sid: 'abc', notice: { text: 'Welcome' } });
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[20] = body[20]! ^ 1;
    expect(sealer.open(`v1.${body.toString('base64url')}`)).toBeUndefined();
    expect(sealer.open(sealed)).toEqual({ sid: 'abc', notice: { text: 'Welcome' } });
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-unit-'));
  beforeAll(() => {
    process.env.SESSION_STORE = `sqlite:${path.join(dir, 'sessions.db')}`;
  });
  afterAll(async () => {
    await closeSessionStore();
    delete process.env.SESSION_STORE;
    fs.rmSync(dir, { recursive: true, force: true });
  });
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
  const signedIn = async () => {
    const session = await readSession(null);
    session.set('token', TOKEN);
    session.set('brandId', 'demo-a');
    session.set('createdAt', Date.now());
    session.set('lastSeenAt', Date.now());
    session.set('profile', { account: 'player1', nickname: 'Kenji', type: 0, vipLabel: null, rankLevel: 0 });
    return session;
  };

  it('keeps the token in the server-side record: the cookie carries only a sealed session id, on any instance with the same secrets', async () => {
    useSecrets('instance-secret-0123456789');
    const setCookie = await commitSession(await signedIn());
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const sealed = decodeURIComponent(setCookie.split(';')[0]!.split('=')[1]!);
    const opened = createSealer(['instance-secret-0123456789'], 'session').open(sealed) as Record<string, unknown>;
    expect(Object.keys(opened)).toEqual(['sid']);
    expect(JSON.stringify(opened)).not.toContain(TOKEN);
    // Another instance: its own process state, the same secrets and store.
    resetSessionCookieForTests();
    const reopened = await readSession(setCookie.split(';')[0]!);
    expect(liveSignIn(reopened, 'demo-a')?.token).toBe(TOKEN);
    expect(liveSignIn(reopened, 'demo-b')).toBeNull();
  });

  it('ends the record when the sign-in is cleared: the old cookie, replayed, opens nothing', async () => {
    useSecrets('instance-secret-0123456789');
    const before = (await commitSession(await signedIn())).split(';')[0]!;
    const session = await readSession(before);
    session.unset('token');
    const after = (await commitSession(session)).split(';')[0]!;
    expect(liveSignIn(await readSession(before), 'demo-a')).toBeNull();
    expect(liveSignIn(await readSession(after), 'demo-a')).toBeNull();
  });

  it('gives a new sign-in a new session id', async () => {
    useSecrets('instance-secret-0123456789');
    const first = (await commitSession(await signedIn())).split(';')[0]!;
    const session = await readSession(first);
    session.set('token', 'another-token-0123456789');
    const second = (await commitSession(session)).split(';')[0]!;
    const sealer = createSealer(['instance-secret-0123456789'], 'session');
    const sidOf = (cookie: string) => (sealer.open(decodeURIComponent(cookie.split('=')[1]!)) as { sid: string }).sid;
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect(liveSignIn(await readSession(first), 'demo-a')).toBeNull();
    expect(liveSignIn(await readSession(second), 'demo-a')?.token).toBe('another-token-0123456789');
  });

  it('reads a cookie sealed with other secrets, or forged, as no session', async () => {
    useSecrets('instance-secret-0123456789');
    const cookieHeader = (await commitSession(await signedIn())).split(';')[0]!;
    useSecrets('a-different-secret-0123456789');
    expect((await readSession(cookieHeader)).get('token')).toBeUndefined();
    expect((await readSession('wl_session=eyJ0b2tlbiI6ImZvcmdlZCJ9.forged')).get('token')).toBeUndefined();
  });

  it('ends a sign-in after 30 idle minutes or 12 hours in all', async () => {
    useSecrets('instance-secret-0123456789');
    const now = Date.now();
    const session = await signedIn();
    session.set('createdAt', now - 60_000);
    session.set('lastSeenAt', now - 31 * 60_000);
    expect(liveSignIn(session, 'demo-a', now)).toBeNull();
    session.set('lastSeenAt', now);
    expect(liveSignIn(session, 'demo-a', now)).not.toBeNull();
    session.set('createdAt', now - 12 * 60 * 60_000 - 1);
    expect(liveSignIn(session, 'demo-a', now)).toBeNull();
  });
});
