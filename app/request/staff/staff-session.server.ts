import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { cookiesAreSecure, getEnv } from '~/lib/env.server';
import { readySharedRedis } from '../session/store.server';

/** A staff session ends after this long without a request, and this long after sign-in whatever happens. */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60_000;
/** A session seen longer ago than this gets its cookie renewed (its idle clock restarted) on the next page. */
const RENEW_AFTER_MS = 60_000;

/** What the sealed cookie holds: the session's id, the staff member, when it began and when it was last renewed. */
const StaffSealSchema = v.strictObject({ sid: v.string(), name: v.string(), iat: v.number(), seen: v.number() });
export type StaffSeal = v.InferOutput<typeof StaffSealSchema>;

/**
 * Players' session cookie is `wl_session`; staff have their own, scoped to the staging domain (its previews
 * included) and so never sent to a brand's own hosts. `__Secure-` since a Domain attribute rules out `__Host-`.
 */
export function staffCookieName(secure = cookiesAreSecure()): string {
  return secure ? '__Secure-wl_staff' : 'wl_staff';
}

/** One AES-256-GCM key per session secret (the first seals, all open), derived apart from any other use of the secret. */
function keys(): Buffer[] {
  return getEnv().SESSION_SECRETS.map((secret) => Buffer.from(hkdfSync('sha256', secret, 'wl-staff-session', 'staff session cookie', 32)));
}

function seal(payload: StaffSeal): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys()[0]!, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(value: string): StaffSeal | null {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 29 || raw.length > 1024) return null;
  for (const key of keys()) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const parsed = v.safeParse(StaffSealSchema, JSON.parse(text));
      return parsed.success ? parsed.output : null;
    } catch {
      // Sealed with another secret (or not by us): try the next.
    }
  }
  return null;
}

/** Sessions signed out as this instance knows them, until their absolute end (after which their cookies fail anyway). */
const signedOut = new Map<string, number>();
const signedOutKey = (sid: string) => `wl:staff-out:${sid}`;

/**
 * Ends a staff session wherever its cookie turns up: here at once, and on every instance through the
 * sessions' Redis when SESSION_STORE is `redis://…` (the key lives until the session could have ended
 * anyway). A store that fails leaves the sign-out to this instance, and says so in the log.
 */
export async function revokeStaffSession(seal: Pick<StaffSeal, 'sid' | 'iat'>, now = Date.now()): Promise<void> {
  for (const [sid, end] of signedOut) if (end <= now) signedOut.delete(sid);
  const end = seal.iat + STAFF_ABSOLUTE_MS;
  signedOut.set(seal.sid, end);
  try {
    await (await readySharedRedis())?.set(signedOutKey(seal.sid), '1', 'PX', Math.max(1, end - now));
  } catch (error) {
    console.error(`[staff] sign-out not shared with other instances: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Whether a session was signed out on any instance (asked once the front door let a staff cookie in).
 * While the shared store fails, this instance's own list answers: staff are not locked out of staging
 * by a cache outage, and a sign-out made here still holds.
 */
export async function staffSessionSignedOut(sid: string): Promise<boolean> {
  if (signedOut.has(sid)) return true;
  try {
    const redis = await readySharedRedis();
    if (!redis || !(await redis.exists(signedOutKey(sid)))) return false;
  } catch (error) {
    console.error(`[staff] sign-outs of other instances unknown: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  signedOut.set(sid, Date.now() + STAFF_ABSOLUTE_MS);
  return true;
}

/** The cookie's session when it is ours, live (neither idle too long nor too old) and not signed out; else null. */
export function openStaffSession(cookieHeader: string | null | undefined, now = Date.now()): StaffSeal | null {
  const name = staffCookieName();
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const session = value ? unseal(value) : null;
  if (!session || signedOut.has(session.sid)) return null;
  if (now - session.iat > STAFF_ABSOLUTE_MS || now - session.seen > STAFF_IDLE_MS || session.seen > now + 60_000) return null;
  return session;
}

export function startStaffSession(name: string, now = Date.now()): StaffSeal {
  return { sid: randomUUID(), name, iat: now, seen: now };
}

/** Whether a live session's cookie is due for renewal (a fresh idle clock). */
export const staffSessionDue = (session: StaffSeal, now = Date.now()) => now - session.seen > RENEW_AFTER_MS;

/** The Set-Cookie header that holds `session` on the staging domain and its previews (lasting no longer than it may). */
export function staffSessionCookie(session: StaffSeal, stagingDomain: string, now = Date.now()): string {
  const maxAgeS = Math.max(0, Math.floor((session.iat + STAFF_ABSOLUTE_MS - now) / 1000));
  const renewed = { ...session, seen: now };
  return `${staffCookieName()}=${seal(renewed)}; Domain=${stagingDomain}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${cookiesAreSecure() ? '; Secure' : ''}`;
}

/** The Set-Cookie header that removes the staff cookie. */
export function clearedStaffCookie(stagingDomain: string): string {
  return `${staffCookieName()}=; Domain=${stagingDomain}; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookiesAreSecure() ? '; Secure' : ''}`;
}
