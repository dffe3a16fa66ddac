import { randomBytes } from 'node:crypto';
import { createSession, type Session } from '@remix-run/node';
import { parse as parseCookies, serialize as serialiseCookie } from 'cookie';
import { cookiesAreSecure, getEnv } from '~/lib/env.server';
import type { ViewerProfile } from './profile';
import { createSealer, type Sealer } from './seal.server';
import { getSessionStore, type MoneyIntents, type PendingTotp, type SignInRecord } from './store.server';

type SessionData = {
  /** The platform token. It lives in the server-side session record, never in the cookie or page data. */
  token: string;
  brandId: string;
  createdAt: number;
  lastSeenAt: number;
  profile: ViewerProfile;
  /** First-time login, the default password, or an expired one with forced change on: the change-password step comes first. */
  mustChangePassword: boolean;
  /** The platform said this is the account's first login: first-login (F) popups show this session. */
  firstLogin: boolean;
  /** The platform's captcha cookie for this visitor, forwarded on login and registration. */
  platformCookie: string;
  /** A login from a new address waiting for its second proof (the platform's short-lived token). */
  pendingVerify: string;
  /** Whether that pending login used the default password (the change is forced once it completes). */
  pendingDefaultPassword: boolean;
  /** The Geetest challenge this visitor's form was given: only its answer is forwarded (and the page is never shared). */
  geetestChallenge: string;
  moneyIntents: MoneyIntents;
  totpPending: PendingTotp;
};

/** `rgBreak`: the time-out or self-exclusion just taken, shown once by the login page. */
type FlashData = { notice: string; rgBreak: { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; endsAt: number | null } };

export type AppSession = Session<SessionData, FlashData>;

/** Idle and absolute lifetimes of a sign-in (30 minutes idle, 12 hours in all). */
export const IDLE_MS = 30 * 60 * 1000;
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** The sign-in's fields: kept in the server-side record; everything else of the session rides in the sealed cookie. */
const SIGN_IN_KEYS = ['token', 'brandId', 'createdAt', 'lastSeenAt', 'profile', 'mustChangePassword', 'firstLogin', 'moneyIntents', 'totpPending'] as const;

type CookieJar = { name: string; secure: boolean; sealer: Sealer };
let jar: CookieJar | null = null;

function cookieJar(): CookieJar {
  if (!jar) {
    const env = getEnv();
    const secure = cookiesAreSecure(env);
    // The __Host- prefix pins the cookie to this exact host over HTTPS; a plain name on http dev hosts.
    jar = { name: secure ? '__Host-wl_session' : 'wl_session', secure, sealer: createSealer(env.SESSION_SECRETS, 'session') };
  }
  return jar;
}

/** For tests that change the environment between cases. */
export function resetSessionCookieForTests() {
  jar = null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const newSessionId = () => randomBytes(24).toString('base64url');
/** How long a record may live from now: until it would go idle, and never past its absolute end. */
const ttlOf = (record: Pick<SignInRecord, 'createdAt' | 'lastSeenAt'>, now = Date.now()) =>
  Math.max(1, Math.min(record.lastSeenAt + IDLE_MS, record.createdAt + ABSOLUTE_MS) - now);

/** What this request read, to tell at commit time whether the sign-in is new (a new session id) or gone (the record ends). */
const loaded = new WeakMap<AppSession, { token: string | null; rotate: boolean }>();

/**
 * The visitor's session from the Cookie header. The sealed cookie carries the session id and the
 * small anonymous state (one-time notices, the captcha binding); the sign-in comes from the session
 * store. An absent, tampered, foreign or ended session reads as an empty one.
 */
export async function readSession(cookieHeader: string | null): Promise<AppSession> {
  const { name, sealer } = cookieJar();
  const sealed = cookieHeader ? parseCookies(cookieHeader)[name] : undefined;
  const opened = sealed ? sealer.open(sealed) : undefined;
  const { sid, ...data } = isRecord(opened) ? opened : {};
  let signIn: SignInRecord | null = null;
  if (typeof sid === 'string' && sid) signIn = await (await getSessionStore()).read(sid);
  for (const key of SIGN_IN_KEYS) delete data[key];
  const session = createSession<SessionData, FlashData>({ ...data, ...(signIn ?? {}) } as SessionData, signIn && typeof sid === 'string' ? sid : '');
  loaded.set(session, { token: signIn?.token ?? null, rotate: false });
  return session;
}

/** A new session id at the next commit (the privilege changed: a password change), the sign-in kept. */
export function rotateSession(session: AppSession) {
  const state = loaded.get(session);
  if (state) state.rotate = true;
}

/**
 * Stores the session and answers the Set-Cookie line. A new sign-in gets a new session id (the old
 * one, if any, ends); a cleared sign-in ends its record, so that cookie, replayed, opens nothing. The
 * cookie is sealed (encrypted and authenticated), httpOnly and SameSite=Lax.
 */
/** The sign-in this session holds, as the store keeps it; null without one. */
function signInRecordOf(session: AppSession): SignInRecord | null {
  const { token, brandId, profile } = session.data as Partial<SessionData>;
  if (!token || !brandId || !profile) return null;
  return {
    brandId,
    account: profile.account,
    token,
    profile,
    createdAt: session.get('createdAt') ?? Date.now(),
    lastSeenAt: session.get('lastSeenAt') ?? Date.now(),
    mustChangePassword: session.get('mustChangePassword') ?? false,
    firstLogin: session.get('firstLogin') ?? false,
    ...(session.get('moneyIntents') ? { moneyIntents: session.get('moneyIntents') } : {}),
    ...(session.get('totpPending') ? { totpPending: session.get('totpPending') } : {}),
  };
}

/**
 * Rewrites the stored sign-in of a session that already has its id (a changed profile, say): the cookie
 * carries only the id, so there is no cookie to send.
 */
export async function saveSignInRecord(session: AppSession) {
  const record = signInRecordOf(session);
  if (session.id && record) await (await getSessionStore()).write(session.id, record, ttlOf(record));
}

export async function commitSession(session: AppSession): Promise<string> {
  const store = await getSessionStore();
  const state = loaded.get(session) ?? { token: null, rotate: false };
  const data = { ...session.data } as Record<string, unknown>;
  const token = session.get('token');
  let sid: string | null = session.id || null;
  const record = signInRecordOf(session);
  if (record) {
    if (!sid || state.rotate || token !== state.token) {
      if (sid) await store.remove(sid);
      sid = newSessionId();
    }
    await store.write(sid, record, ttlOf(record));
  } else {
    if (sid) await store.remove(sid);
    sid = null;
  }
  loaded.set(session, { token: token ?? null, rotate: false });
  for (const key of SIGN_IN_KEYS) delete data[key];
  const { name, secure, sealer } = cookieJar();
  return serialiseCookie(name, sealer.seal(sid ? { sid, ...data } : data), { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ABSOLUTE_MS / 1000 });
}

/** A change to the stored sign-in: a key set to null is dropped. */
type SignInPatch = {
  moneyIntents?: (intents: MoneyIntents) => MoneyIntents;
  totpPending?: PendingTotp | null;
};

/**
 * Changes the stored sign-in at once, from a fresh read so another request's changes are kept: money
 * intents before the money call goes out (a timed-out request still leaves its key behind), the
 * authenticator set-up this sign-in started (a closed page, a reload or another tab still shows the
 * secret already scanned). The session in hand gets the same change.
 */
export async function patchStoredSignIn(session: AppSession, patch: SignInPatch) {
  const store = await getSessionStore();
  const stored = session.id ? await store.read(session.id) : null;
  if (patch.moneyIntents) session.set('moneyIntents', patch.moneyIntents({ ...(stored?.moneyIntents ?? session.get('moneyIntents') ?? {}) }));
  if (patch.totpPending) session.set('totpPending', patch.totpPending);
  else if (patch.totpPending === null) session.unset('totpPending');
  if (!session.id || !stored) return;
  const { totpPending: keptTotp, ...rest } = stored;
  const totpPending = patch.totpPending === undefined ? keptTotp : patch.totpPending;
  const record: SignInRecord = {
    ...rest,
    ...(patch.moneyIntents ? { moneyIntents: session.get('moneyIntents') } : {}),
    ...(totpPending ? { totpPending } : {}),
  };
  await store.write(session.id, record, ttlOf(stored));
}

/** Restarts the idle clock in the store (no cookie to write). */
export async function touchSession(session: AppSession, at = Date.now()) {
  if (!session.id || !session.get('token')) return;
  session.set('lastSeenAt', at);
  const record = { createdAt: session.get('createdAt') ?? at, lastSeenAt: at };
  await (await getSessionStore()).touch(session.id, at, ttlOf(record, at));
}

/** Drops everything of the signed-in player but keeps the session itself (and its flash); the record ends at commit. */
export function clearSignIn(session: AppSession) {
  for (const key of SIGN_IN_KEYS) session.unset(key);
}

/** The live sign-in this session holds for a brand (token and what the header shows), or null when none, another brand's or expired. */
export function liveSignIn(session: AppSession, brandId: string, now = Date.now()) {
  const token = session.get('token');
  const profile = session.get('profile');
  if (!token || !profile || session.get('brandId') !== brandId) return null;
  if (now - (session.get('createdAt') ?? 0) > ABSOLUTE_MS || now - (session.get('lastSeenAt') ?? 0) > IDLE_MS) return null;
  return { token, profile, mustChangePassword: session.get('mustChangePassword') ?? false, firstLogin: session.get('firstLogin') ?? false };
}
