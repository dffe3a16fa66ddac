import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../support/http';
import { startStack } from '../support/stack';

/** A platform that answers HTML, garbage or nothing: visitors get a kind page, never a stack trace. */
let behaviour: 'html' | 'garbage' | 'slow' = 'html';
const upstream = http.createServer((_req, res) => {
  if (behaviour === 'slow') return void setTimeout(() => res.end('{}'), 2_000);
  res.writeHead(200, { 'Content-Type': behaviour === 'html' ? 'text/html' : 'application/json' });
  res.end(behaviour === 'html' ? '<html><body>Bad gateway</body></html>' : '{"success":true,"value":{"maintenance":"maybe"}}');
});
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;
beforeAll(async () => {
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garbage-'));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 50, platformUrl: url, env: { PLATFORM_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await stack?.close();
  upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a broken platform', () => {
  for (const [kind, host] of [
    ['html', 'demo-a.localhost'],
    ['garbage', 'demo-b.localhost'],
    ['slow', 'demo-c.localhost'],
  ] as const) {
    it(`answering ${kind} gives a kind 503 page and a clear log line`, async () => {
      behaviour = kind;
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await httpRequest(`${stack.siteUrl}/login`, { headers: { host } });
      expect(res.status).toBe(503);
      expect(res.body).toContain('data-testid="system-unavailable"');
      expect(res.body).not.toMatch(/at [\w.]+ \(|PlatformError|SyntaxError/);
      const log = logged.mock.calls.flat().join(' ');
      expect(log).toMatch(kind === 'slow' ? /timeout/ : /bad-response/);
      logged.mockRestore();
    });
  }
});
