import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { getEnv } from '~/utils/env.server';

/** What the header shows without asking the platform on every page. */
export type ViewerProfile = {
  account: string;
  nickname: string;
  type: number;
  vipLabel: string | null;
  rankLevel: number;
  /** Agent contract flags, fetched at sign-in only when AGENTPOLICY3 is on (site-spec §6). */
  contracts?: Record<string, number>;
};

type SessionData = {
  /** The platform token. Only the server reads it; it never reaches page data. */
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

const IDLE_MS = 30 * 60 * 1000;
const ABSOLUTE_MS = 12 * 60 * 60 * 1000;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | null = null;

function getStorage() {
  if (!storage) {
    const env = getEnv();
    const secure = env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        // The __Host- prefix pins the cookie to this exact host over HTTPS; plain name on http dev hosts.
        name: secure ? '__Host-wl_session' : 'wl_session',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        secrets: env.SESSION_SECRETS,
        maxAge: ABSOLUTE_MS / 1000,
      },
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData, FlashData>> {
  return getStorage().getSession(request.headers.get('Cookie'));
}

export function commitSession(session: Session<SessionData, FlashData>) {
  return getStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData, FlashData>) {
  return getStorage().destroySession(session);
}

export type AppSession = Session<SessionData, FlashData>;

/** Drops everything of the signed-in player but keeps the session itself (and its flash). */
export function clearSignIn(session: AppSession) {
  for (const key of ['token', 'brandId', 'createdAt', 'lastSeenAt', 'profile', 'mustChangePassword', 'firstLogin'] as const) session.unset(key);
}

/** A live sign-in for this brand: the token and what the header shows, or null. */
export async function getSignIn(request: Request, brandId: string) {
  const session = await getSession(request);
  const token = session.get('token');
  const profile = session.get('profile');
  if (!token || !profile || session.get('brandId') !== brandId) return null;
  const now = Date.now();
  if (now - (session.get('createdAt') ?? 0) > ABSOLUTE_MS || now - (session.get('lastSeenAt') ?? 0) > IDLE_MS) return null;
  return { token, profile, session, mustChangePassword: session.get('mustChangePassword') ?? false };
}
