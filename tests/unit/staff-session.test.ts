import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import {
  openStaffSession,
  revokeStaffSession,
  STAFF_ABSOLUTE_MS,
  STAFF_IDLE_MS,
  staffSessionCookie,
  staffSessionDue,
  startStaffSession,
} from '~/request/staff/staff-session.server';

const T0 = Date.UTC(2026, 10, 29, 8, 0, 0);
/** The Cookie header a browser sends back for a Set-Cookie line. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;

const before = { SESSION_SECRET: process.env.SESSION_SECRET, COOKIE_SECURE: process.env.COOKIE_SECURE };
afterAll(() => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
});
beforeEach(() => {
  process.env.SESSION_SECRET = 'first-secret-of-sixteen-chars';
  process.env.COOKIE_SECURE = '0';
  resetEnvForTests();
});

describe('the staff session cookie', () => {
  it('opens while in use, ends after 30 minutes idle or 12 hours in all, and renews its idle clock', () => {
    const session = startStaffSession('ana', T0);
    const cookie = sent(staffSessionCookie(session, 'staging.localhost', T0));
    expect(openStaffSession(cookie, T0 + STAFF_IDLE_MS - 1000)).toMatchObject({ name: 'ana', sid: session.sid });
    expect(openStaffSession(cookie, T0 + STAFF_IDLE_MS + 1000)).toBeNull();
    // Renewed as staff browse: each renewal restarts the idle clock, never the absolute one.
    let header = cookie;
    for (let at = T0 + 20 * 60_000; at < T0 + STAFF_ABSOLUTE_MS; at += 20 * 60_000) {
      const open = openStaffSession(header, at);
      expect(open, `at ${(at - T0) / 60_000} min`).not.toBeNull();
      expect(staffSessionDue(open!, at)).toBe(true);
      header = sent(staffSessionCookie(open!, 'staging.localhost', at));
    }
    expect(openStaffSession(header, T0 + STAFF_ABSOLUTE_MS + 1000)).toBeNull();
  });

  it('refuses a tampered cookie, one sealed with an unknown secret, and a signed-out session; a rotated secret still opens', async () => {
    const session = startStaffSession('ana', T0);
    const cookie = sent(staffSessionCookie(session, 'staging.localhost', T0));
    const value = cookie.slice('wl_staff='.length);
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    expect(openStaffSession(`wl_staff=${flipped}`, T0)).toBeNull();
    expect(openStaffSession(`wl_session=${value}`, T0)).toBeNull();

    process.env.SESSION_SECRET = 'second-secret-of-sixteen-chars,first-secret-of-sixteen-chars';
    resetEnvForTests();
    expect(openStaffSession(cookie, T0)).toMatchObject({ name: 'ana' });
    process.env.SESSION_SECRET = 'another-secret-of-sixteen-chars';
    resetEnvForTests();
    expect(openStaffSession(cookie, T0)).toBeNull();

    process.env.SESSION_SECRET = 'first-secret-of-sixteen-chars';
    resetEnvForTests();
    await revokeStaffSession(session, T0);
    expect(openStaffSession(cookie, T0 + 1000)).toBeNull();
  });

  it('is scoped to the staging domain, httpOnly and SameSite, and lasts no longer than the session may', () => {
    const session = startStaffSession('ana', T0);
    expect(staffSessionCookie(session, 'staging.example.com', T0 + 60 * 60_000)).toMatch(
      new RegExp(`^wl_staff=[\\w-]+; Domain=staging\\.example\\.com; Path=/; Max-Age=${(STAFF_ABSOLUTE_MS - 60 * 60_000) / 1000}; HttpOnly; SameSite=Lax$`),
    );
  });
});
