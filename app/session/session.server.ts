import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { getEnv } from '~/utils/env.server';

type SessionData = {
  /** The platform token. Only the server reads it; it never reaches page data. */
  token: string;
  brandId: string;
  createdAt: number;
  lastSeenAt: number;
};

const IDLE_MS = 30 * 60 * 1000;
const ABSOLUTE_MS = 12 * 60 * 60 * 1000;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | null = null;

function getStorage() {
  if (!storage) {
    const env = getEnv();
    const secure = env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' && !process.env.ALLOW_INSECURE_COOKIES : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
    storage = createCookieSessionStorage<SessionData>({
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

export function getSession(request: Request): Promise<Session<SessionData>> {
  return getStorage().getSession(request.headers.get('Cookie'));
}

/**
 * The platform token of a live session for this brand, or null. A session from another brand
 * (same cookie name on a shared staging host) or past its idle/absolute expiry counts as none.
 */
export async function getPlatformToken(request: Request, brandId: string): Promise<string | null> {
  const session = await getSession(request);
  const token = session.get('token');
  if (!token || session.get('brandId') !== brandId) return null;
  const now = Date.now();
  const createdAt = session.get('createdAt') ?? 0;
  const lastSeenAt = session.get('lastSeenAt') ?? 0;
  if (now - createdAt > ABSOLUTE_MS || now - lastSeenAt > IDLE_MS) return null;
  return token;
}

export function commitSession(session: Session<SessionData>) {
  return getStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData>) {
  return getStorage().destroySession(session);
}
