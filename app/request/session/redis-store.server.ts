import { Redis } from 'ioredis';
import type { Revocation, SessionStore, SignInRecord } from './store.server';

const PREFIX = 'wl:';
const sessionKey = (sid: string) => `${PREFIX}sess:${sid}`;
const accountKey = (brandId: string, account: string) => `${PREFIX}acct:${brandId}:${account}`;
const REVOCATIONS = `${PREFIX}revocations`;

/**
 * Sessions in Redis, shared by every instance behind a load balancer: a record expires with its
 * session (Redis TTL), and an account's set of session ids lets "sign out everywhere" find them all.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;

  /** The connection, shared with the limits kept across instances (one client per process). */
  get client(): Redis {
    return this.redis;
  }

  constructor(url: string) {
    // Fail fast rather than queue commands forever: a request has a time budget.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2_000, lazyConnect: false });
    this.redis.on('error', (error: Error) => console.error(`[sessions] redis: ${error.message}`));
  }

  async read(sid: string): Promise<SignInRecord | null> {
    const raw = await this.redis.get(sessionKey(sid));
    return raw ? (JSON.parse(raw) as SignInRecord) : null;
  }

  async write(sid: string, record: SignInRecord, ttlMs: number): Promise<void> {
    const account = accountKey(record.brandId, record.account);
    await this.redis
      .multi()
      .set(sessionKey(sid), JSON.stringify(record), 'PX', ttlMs)
      .sadd(account, sid)
      .pexpire(account, 13 * 60 * 60_000)
      .exec();
  }

  async touch(sid: string, at: number, ttlMs: number): Promise<void> {
    const record = await this.read(sid);
    if (!record) return;
    await this.redis.set(sessionKey(sid), JSON.stringify({ ...record, lastSeenAt: at }), 'PX', ttlMs, 'XX');
  }

  async remove(sid: string): Promise<SignInRecord | null> {
    const raw = await this.redis.getdel(sessionKey(sid));
    if (!raw) return null;
    const record = JSON.parse(raw) as SignInRecord;
    await this.redis.srem(accountKey(record.brandId, record.account), sid);
    return record;
  }

  async removeAccount(brandId: string, account: string, except?: string): Promise<SignInRecord[]> {
    const sids = (await this.redis.smembers(accountKey(brandId, account))).filter((sid) => sid !== except);
    const removed: SignInRecord[] = [];
    for (const sid of sids) {
      const record = await this.remove(sid);
      if (record) removed.push(record);
    }
    return removed;
  }

  async queueRevocation(revocation: Revocation): Promise<void> {
    await this.redis.rpush(REVOCATIONS, JSON.stringify(revocation));
  }

  async takeRevocations(max: number): Promise<Revocation[]> {
    const taken = (await this.redis.lpop(REVOCATIONS, max)) ?? [];
    return taken.map((raw) => JSON.parse(raw) as Revocation);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
