import { createSession, type Session } from '@remix-run/node';
import { parse as parseCookies, serialize as serialiseCookie } from 'cookie';
import { getEnv } from '~/lib/env.server';
import { createSealer, type Sealer } from './seal.server';

/** What the header shows without asking the platform on every page. */
export type ViewerProfile = {
  account: string;
  nickname: string;
  type: number;
  vipLabel: string | null;
  rankLevel: number;
  /** Agent contract flags, fetched at sign-in only when AGENTPOLICY3 is on. */
  contracts?: Record<string, number>;
};

type SessionData = {
  /** The platform token. Only the server reads it: it is sealed in the cookie and never reaches page data. */
  token: string;
  brandId: string;
  createdAt: number;
  lastSeenAt: number;
  profile: ViewerProfile;
  /** First login or expired password with forced change on: the change-password step comes first. */
  mustChangePassword: boolean;
  /** The platform said this is the account's first login: first-login (F) popups show this session. */
  firstLogin: boolean;
  /** The platform's captcha cookie for this visitor, forwarded on login and registration. */
  platformCookie: string;
  /** A login from a new address waiting for its second proof (the platform's short-lived token). */
  pendingVerify: string;
};

type FlashData = { notice: string };

export type AppSession = Session<SessionData, FlashData>;

/** Idle and absolute lifetimes of a sign-in (30 minutes idle, 12 hours in all). */
export const IDLE_MS = 30 * 60 * 1000;
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;

type CookieJar = { name: string; secure: boolean; sealer: Sealer };
let jar: CookieJar | null = null;

function cookieJar(): CookieJar {
  if (!jar) {
    const env = getEnv();
    const secure = env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
    // The __Host- prefix pins the cookie to this exact host over HTTPS; a plain name on http dev hosts.
    jar = { name: secure ? '__Host-wl_session' : 'wl_session', secure, sealer: createSealer(env.SESSION_SECRETS, 'session') };
  }
  return jar;
}

/** For tests that change the environment between cases. */
export function resetSessionCookieForTests() {
  jar = null;
}

/** The visitor's session from the Cookie header: an empty one when absent, unreadable, tampered or sealed with an unknown secret. */
export function readSession(cookieHeader: string | null): AppSession {
  const { name, sealer } = cookieJar();
  const sealed = cookieHeader ? parseCookies(cookieHeader)[name] : undefined;
  const data = sealed ? sealer.open(sealed) : undefined;
  return createSession<SessionData, FlashData>((isRecord(data) ? data : {}) as SessionData);
}

/** The Set-Cookie line that stores the session, sealed (encrypted and authenticated), httpOnly and SameSite=Lax. */
export function commitSession(session: AppSession): string {
  const { name, secure, sealer } = cookieJar();
  return serialiseCookie(name, sealer.seal(session.data), { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ABSOLUTE_MS / 1000 });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops everything of the signed-in player but keeps the session itself (and its flash). */
export function clearSignIn(session: AppSession) {
  for (const key of ['token', 'brandId', 'createdAt', 'lastSeenAt', 'profile', 'mustChangePassword', 'firstLogin'] as const) session.unset(key);
}

/** The live sign-in this session holds for a brand (token and what the header shows), or null when none, another brand's or expired. */
export function liveSignIn(session: AppSession, brandId: string, now = Date.now()) {
  const token = session.get('token');
  const profile = session.get('profile');
  if (!token || !profile || session.get('brandId') !== brandId) return null;
  if (now - (session.get('createdAt') ?? 0) > ABSOLUTE_MS || now - (session.get('lastSeenAt') ?? 0) > IDLE_MS) return null;
  return { token, profile, mustChangePassword: session.get('mustChangePassword') ?? false, firstLogin: session.get('firstLogin') ?? false };
}
