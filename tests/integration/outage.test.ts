import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../support/http';
import { startStack } from '../support/stack';

/** The platform goes away after the site has seen it: visitors keep the last known good site. */
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-'));
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 100, env: { PLATFORM_TIMEOUT_MS: '500' } });
});
afterAll(async () => {
  await stack?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const get = (host: string, pathname: string) => httpRequest(`${stack.siteUrl}${pathname}`, { headers: { host } });

describe('platform outage', () => {
  it('serves the last known good config, logs why, and a kind 503 for a brand never loaded', async () => {
    const warm = await get('demo-a.localhost', '/index');
    expect(warm.status).toBe(200);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await stack.stopPlatform();
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 3; i++) {
      const res = await get('demo-a.localhost', '/index');
      expect(res.status).toBe(200);
      expect(res.body).toContain('Aurora Casino');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(logged.mock.calls.flat().join(' ')).toMatch(/\[config\] demo-a.*refresh failed.*last known good/);

    // demo-b was never loaded: nothing to fall back on, so a kind page in its own theme.
    const cold = await get('demo-b.localhost', '/index');
    expect(cold.status).toBe(503);
    expect(cold.body).toContain('data-testid="system-unavailable"');
    expect(cold.body).toContain('data-theme="jade"');
    expect(cold.body).not.toMatch(/at [\w.]+ \(|PlatformError|ECONNREFUSED/);
    logged.mockRestore();
  });
});
