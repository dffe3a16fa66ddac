import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../support/redis';
import { startSecondInstance } from '../support/second-instance';
import { sessionBehaviours, signedIn } from '../support/session-behaviours';
import { logIn, postForm } from '../support/site-session';
import { startStack } from '../support/stack';

/** Redis, shared by several instances behind a load balancer (a real redis-server on a free port). */
let redis: Awaited<ReturnType<typeof startRedis>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;
beforeAll(async () => {
  redis = await startRedis();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-redis-'));
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), env: { SESSION_STORE: redis.url, SESSION_REVOCATION_RETRY_MS: '200' } });
});
afterAll(async () => {
  await stack?.close();
  await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('sessions in Redis', () => {
  sessionBehaviours({
    get stack() {
      return stack;
    },
  });

  it('two instances share sessions: a login on one is signed in on the other, and a logout on either ends it on both', async () => {
    const other = await startSecondInstance({
      PLATFORM_URL: stack.platformUrl,
      SESSION_STORE: redis.url,
      SESSION_SECRET: process.env.SESSION_SECRET!,
      STAGING_DOMAIN: 'staging.localhost',
    });
    try {
      const cookie = await logIn(stack.siteUrl, 'demo-a.localhost', 'vipwhale', 'Whale12345');
      expect(await signedIn(other.url, cookie)).toBe(true);
      expect((await postForm(other.url, 'demo-a.localhost', '/logout', {}, cookie)).status).toBe(302);
      expect(await signedIn(stack.siteUrl, cookie)).toBe(false);
      expect(await signedIn(other.url, cookie)).toBe(false);
    } finally {
      await other.stop();
    }
  }, 60_000);
});
