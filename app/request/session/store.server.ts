import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { getEnv } from '~/lib/env.server';
import { measuredStore } from './measured-store.server';
import type { ViewerProfile } from './profile';

/** A sign-in as the server keeps it: the platform token never leaves this record. */
export type SignInRecord = {
  brandId: string;
  account: string;
  token: string;
  profile: ViewerProfile;
  createdAt: number;
  lastSeenAt: number;
  /** A password change comes before anything else. */
  mustChangePassword: boolean;
  /** The platform said this is the account's first login. */
  firstLogin: boolean;
  /** Money moves sent whose outcome is not known yet, per form: the key they went under (decision 036). */
  moneyIntents?: MoneyIntents;
  /** An authenticator set-up started and not yet confirmed: the platform keeps the secret pending but has no call to read it back. */
  totpPending?: PendingTotp;
};

/** The secret a player was shown to scan, and the otpauth URL its QR code is drawn from. */
export type PendingTotp = { secret: string; otpauthUrl: string };

/** Per money form, the idempotency key of a move whose outcome is not known yet and when it last went out. */
export type MoneyIntents = Record<string, { key: string; sentAt: number }>;

/** A platform token to end on the platform once it answers again (it was down at logout). */
export type Revocation = { brandId: string; token: string; attempts: number };

/**
 * Where sign-ins live, keyed by the session id the sealed cookie carries. Removing a record ends that
 * session on every instance at once: a replayed cookie finds nothing.
 */
export interface SessionStore {
  read(sid: string): Promise<SignInRecord | null>;
  write(sid: string, record: SignInRecord, ttlMs: number): Promise<void>;
  touch(sid: string, at: number, ttlMs: number): Promise<void>;
  remove(sid: string): Promise<SignInRecord | null>;
  /** Every session of an account on a brand ("sign out everywhere"), but `except`. */
  removeAccount(brandId: string, account: string, except?: string): Promise<SignInRecord[]>;
  queueRevocation(revocation: Revocation): Promise<void>;
  /** Takes (and removes) up to `max` queued revocations; the caller queues again what still fails. */
  takeRevocations(max: number): Promise<Revocation[]>;
  /** Resolves once the store answered a trivial command: the instance can serve sign-ins. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

let store: Promise<SessionStore> | null = null;
/** The Redis client of a `redis://` store: the limits shared across instances count on it too. */
let redisClient: Redis | null = null;

/** The embedded SQLite file a single machine uses when SESSION_STORE is unset. */
export function defaultSessionFile(): string {
  return path.join(os.tmpdir(), 'whitelabel-site', 'sessions.db');
}

/** The process's store, from SESSION_STORE: `redis://…` for several instances, else SQLite. */
export function getSessionStore(): Promise<SessionStore> {
  store ??= (async () => {
    const setting = getEnv().SESSION_STORE ?? `sqlite:${defaultSessionFile()}`;
    if (setting.startsWith('redis://')) {
      const { RedisSessionStore } = await import('./redis-store.server');
      const redisStore = new RedisSessionStore(setting);
      redisClient = redisStore.client;
      return measuredStore(redisStore);
    }
    const { SqliteSessionStore } = await import('./sqlite-store.server');
    return measuredStore(new SqliteSessionStore(setting.slice('sqlite:'.length)));
  })();
  return store;
}

/** The sessions' Redis client where SESSION_STORE is `redis://…`, else null (the SQLite store is one machine's). */
export async function sharedRedis(): Promise<Redis | null> {
  await getSessionStore();
  return redisClient;
}

/**
 * The shared Redis for a request's quick read or write (staff sign-outs, the audit trail): null without one,
 * and a rejection at once once a connection was lost (rather than a command queued past the request's
 * budget). The first connection of a starting process is waited for: its commands queue until it is up.
 */
export async function readySharedRedis(): Promise<Redis | null> {
  if (!getEnv().SESSION_STORE?.startsWith('redis://')) return null;
  const redis = await sharedRedis();
  if (redis && (redis.status === 'reconnecting' || redis.status === 'end' || redis.status === 'close')) throw new Error(`redis is ${redis.status}`);
  return redis;
}

/** For tests and shutdown. */
export async function closeSessionStore() {
  const current = store;
  store = null;
  redisClient = null;
  if (current) await (await current).close();
}
