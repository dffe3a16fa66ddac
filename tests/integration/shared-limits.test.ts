import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '~/lib/rate-limit.server';
import { httpRequest } from '../support/http';
import { startRedis } from '../support/redis';
import { startSecondInstance } from '../support/second-instance';
import { startStack } from '../support/stack';

/** The site's limits kept in Redis: two instances behind a balancer allow what one would. */
const LIMIT = 4;
const HOST = 'demo-a.localhost';
let redis: Awaited<ReturnType<typeof startRedis>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let other: Awaited<ReturnType<typeof startSecondInstance>>;
let dir: string;
let redisUp = true;
beforeAll(async () => {
  redis = await startRedis();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-limits-'));
  const env = { SESSION_STORE: redis.url, TRUST_PROXY: '1', LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT) };
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), env });
  other = await startSecondInstance({
    ...env,
    PLATFORM_URL: stack.platformUrl,
    SESSION_SECRET: process.env.SESSION_SECRET!,
    STAGING_DOMAIN: 'staging.localhost',
  });
}, 60_000);
afterAll(async () => {
  await other?.stop();
  await stack?.close();
  if (redisUp) await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A wrong password for `username` through the instance at `siteUrl`, from a visitor at `ip` (the balancer's X-Forwarded-For). */
const login = (siteUrl: string, username: string, ip: string, password = 'wrong-one') =>
  httpRequest(`${siteUrl}/login`, {
    method: 'POST',
    headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ intent: 'login', username, password, redirectTo: '/index' }).toString(),
  });

/** Failed logins for one account, each from a new address, until the site refuses: answers how many it let through. */
async function failuresUntilLocked(instances: string[], username: string, ipBase: number): Promise<number> {
  for (let i = 0; i < LIMIT * instances.length + 2; i++) {
    const res = await login(instances[i % instances.length]!, username, `198.51.${ipBase}.${i + 1}`);
    if (res.status === 429) {
      expect(res.body).toContain('Too many attempts');
      return i;
    }
    expect(res.status, `attempt ${i + 1}`).toBe(400);
  }
  return Infinity;
}

describe('limits shared across instances', () => {
  it('locks an account at the same count whether its failures come through one instance or are split across two', async () => {
    const throughOne = await failuresUntilLocked([stack.siteUrl], 'nobody-one', 100);
    const throughTwo = await failuresUntilLocked([stack.siteUrl, other.url], 'nobody-two', 101);
    expect(throughOne).toBe(LIMIT);
    expect(throughTwo).toBe(LIMIT);
    // Locked on both: the other instance refuses the account too, even with its right password.
    expect((await login(other.url, 'nobody-two', '198.51.102.1')).status).toBe(429);
  }, 60_000);

  it('counts a failure made while an instance is still connecting to Redis on the shared limit, not in its own memory', async () => {
    const running = new Redis(redis.url);
    await running.ping();
    // As the session store makes it: connecting from the moment it exists, so a just-started instance's first try finds it so.
    const starting = new Redis(redis.url, { maxRetriesPerRequest: 2, connectTimeout: 2_000 });
    try {
      const spec = { name: 'first-connection', points: 1, windowMs: 60_000, whenStoreFails: 'per-instance' } as const;
      expect(starting.status).toBe('connecting');
      await new RateLimiter(spec, async () => starting).record('nobody-four');
      // The instance that was already running sees the allowance spent.
      expect(await new RateLimiter(spec, async () => running).isOver('nobody-four')).toBe(true);
    } finally {
      starting.disconnect();
      running.disconnect();
    }
  });

  it('keeps counting login failures on each instance while Redis is down (decision 063), and answers 4xx, never 5xx', async () => {
    await redis.stop();
    redisUp = false;
    const alone = await failuresUntilLocked([stack.siteUrl], 'nobody-three', 103);
    expect(alone).toBe(LIMIT);
  }, 60_000);
});
