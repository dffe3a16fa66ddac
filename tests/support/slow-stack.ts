import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSlowProxy } from './slow-proxy';
import { startStack } from './stack';

/**
 * A stack for one test file whose platform sits behind the delaying proxy (quick until a test slows it):
 * started before its tests on a fresh temporary database, closed and deleted after. Read `stack` and
 * `proxy` inside tests.
 */
export function useSlowStack(prefix: string, options: Omit<Parameters<typeof startStack>[0], 'dbPath' | 'platformUrl'> = {}) {
  let dir = '';
  let started: { stack: Awaited<ReturnType<typeof startStack>>; proxy: Awaited<ReturnType<typeof startSlowProxy>> } | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    const proxy = await startSlowProxy();
    const stack = await startStack({ ...options, dbPath: path.join(dir, 'platform.db'), platformUrl: proxy.url });
    proxy.forwardTo(stack.platformUrl);
    started = { stack, proxy };
  });
  afterAll(async () => {
    await started?.stack.close();
    await started?.proxy.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = () => {
    if (!started) throw new Error('the stack starts in beforeAll');
    return started;
  };
  return {
    get stack() {
      return get().stack;
    },
    get proxy() {
      return get().proxy;
    },
  };
}
