import * as v from 'valibot';
import { readySharedRedis } from '../session/store.server';
import { STAFF_ABSOLUTE_MS, type StaffSeal } from './staff-session.server';
import { PreviewOverridesSchema, type PreviewOverrides } from './preview-overrides';

/**
 * Each staff session's what-if overrides, per brand previewed, held on the server (never in a cookie a
 * player could carry, never in a shared page): keyed by the session's id, so no one else's request finds
 * them, and gone when the session could no longer be used anyway. With SESSION_STORE=redis://… they live in
 * the sessions' Redis, so every instance behind a balancer sees (and clears) the same overrides; otherwise
 * (one instance) in this process's memory.
 */
type Entry = { overrides: PreviewOverrides; until: number };
const kept = new Map<string, Entry>();
/** More than staff could ever keep open at once: an entry past it drops the oldest. */
const MAX_KEPT = 5000;
/** A kept value is far smaller (the schema caps every part); anything bigger read back is not ours. */
const MAX_STORED_CHARS = 16_000;
/** A store slower than this counts as unreachable: the page goes on without the overrides, and says so. */
const STORE_WAIT_MS = 2_000;

/** The shared store could not be asked: the caller says so rather than show the live config as if overridden. */
export class PreviewStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`what-if overrides store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PreviewStoreUnavailable';
  }
}

const keyOf = (session: Pick<StaffSeal, 'sid'>, brandId: string) => `${session.sid} ${brandId}`;
const sharedKeyOf = (session: Pick<StaffSeal, 'sid'>, brandId: string) => `wl:staff-preview:${session.sid}:${brandId}`;

/** The shared Redis, or null on one instance; a lost connection is PreviewStoreUnavailable. */
async function shared() {
  return sharedCommand(readySharedRedis);
}

async function sharedCommand<T>(work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STORE_WAIT_MS} ms`)), STORE_WAIT_MS);
  });
  try {
    return await Promise.race([work(), slow]);
  } catch (error) {
    throw new PreviewStoreUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

function sweep(now: number) {
  for (const [key, entry] of kept) if (entry.until <= now) kept.delete(key);
}

/** A stored value read back passes the same schema as a form or a link: what is applied is always whole. */
function parseStored(raw: string | null): PreviewOverrides | null {
  if (!raw || raw.length > MAX_STORED_CHARS) return null;
  try {
    const parsed = v.safeParse(PreviewOverridesSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** This session's overrides on this brand's preview, or null; throws PreviewStoreUnavailable when the shared store fails. */
export async function previewOverridesOf(session: Pick<StaffSeal, 'sid'>, brandId: string, now = Date.now()): Promise<PreviewOverrides | null> {
  const redis = await shared();
  if (redis) return parseStored(await sharedCommand(() => redis.get(sharedKeyOf(session, brandId))));
  const entry = kept.get(keyOf(session, brandId));
  if (!entry || entry.until <= now) return null;
  return entry.overrides;
}

/** Keeps `overrides` until the session's absolute end; throws PreviewStoreUnavailable when the shared store fails. */
export async function keepPreviewOverrides(session: Pick<StaffSeal, 'sid' | 'iat'>, brandId: string, overrides: PreviewOverrides, now = Date.now()) {
  const until = session.iat + STAFF_ABSOLUTE_MS;
  if (until <= now) return;
  const redis = await shared();
  if (redis) {
    const value = JSON.stringify(overrides);
    if (value.length > MAX_STORED_CHARS) throw new Error('what-if overrides larger than the schema allows');
    await sharedCommand(() => redis.set(sharedKeyOf(session, brandId), value, 'PX', until - now));
    return;
  }
  sweep(now);
  const key = keyOf(session, brandId);
  kept.delete(key);
  kept.set(key, { overrides, until });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/** Drops this session's overrides on this brand (on every instance); throws PreviewStoreUnavailable when the shared store fails. */
export async function clearPreviewOverrides(session: Pick<StaffSeal, 'sid'>, brandId: string) {
  const redis = await shared();
  if (redis) await sharedCommand(() => redis.del(sharedKeyOf(session, brandId)));
  else kept.delete(keyOf(session, brandId));
}

/**
 * Forgets every brand's overrides of a staff session that signed out: they could no longer be reached, and
 * nothing of a past session should outlive it in the store. A store that fails leaves them to expire with
 * the session's end, as they would anyway.
 */
export async function forgetPreviewOverrides(session: Pick<StaffSeal, 'sid'>): Promise<void> {
  for (const key of kept.keys()) if (key.startsWith(`${session.sid} `)) kept.delete(key);
  try {
    const redis = await shared();
    if (!redis) return;
    let cursor = '0';
    do {
      const [next, keys] = await sharedCommand(() => redis.scan(cursor, 'MATCH', sharedKeyOf(session, '*'), 'COUNT', 200));
      if (keys.length) await sharedCommand(() => redis.del(...keys));
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    console.error(`[staff] a signed-out session's overrides are left to expire: ${error instanceof Error ? error.message : String(error)}`);
  }
}
