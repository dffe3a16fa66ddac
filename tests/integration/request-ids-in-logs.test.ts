import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type PlatformHandle } from '@whitelabel/reference-platform/server';
import { httpRequest } from '../support/http';
import { copySeededTemplate } from '../support/seeded-platform';
import { startStack } from '../support/stack';

/**
 * One request's id on every line it causes: the app's own log lines written while the site handles it, and
 * the reference platform's line for each call the site made for it (the id travels as X-Request-Id).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-ids-'));
const LOG_FILE = path.join(dir, 'site.log');
process.env.LOG_FILE = LOG_FILE;
const HOST = 'demo-a.localhost';
const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
const platformLines: string[] = [];
let platform: PlatformHandle;
let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  const platformDb = path.join(dir, 'upstream.db');
  copySeededTemplate(platformDb);
  platform = await startPlatform({ port: 0, dbPath: platformDb, logRequests: true });
  stack = await startStack({ dbPath: path.join(dir, 'platform.db'), platformUrl: platform.url });
  // As `npm start` does in production; the platform's lines (same process here) are caught before they reach the log.
  const { consoleIntoLog } = await import('../../server/observe/log');
  consoleIntoLog();
  const intoLog = console.log;
  console.log = (...args: unknown[]) => {
    const line = format(...args);
    if (line.startsWith('[platform]')) platformLines.push(line);
    else intoLog(...args);
  };
}, 60_000);
afterAll(async () => {
  Object.assign(console, originals);
  await stack?.close();
  await platform?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const logLines = () =>
  fs
    .readFileSync(LOG_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids in the logs', () => {
  it("puts the request's id on the app's own lines written while handling it, and on none written outside a request", async () => {
    const res = await httpRequest(`${stack.siteUrl}/resources/load-report`, {
      method: 'POST',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'script', reason: 'timeout', url: '/build/entry.client-X.js', page: '/vip' }),
    });
    expect(res.status).toBe(204);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[\w-]{8,}$/);
    console.warn('[test] a line outside any request');
    const lines = logLines();
    const report = lines.find((l) => String(l.msg).includes('asset-load-failure'));
    expect(report).toMatchObject({ level: 40, reqId: id });
    expect(lines.find((l) => l.msg === 'request' && l.reqId === id)).toMatchObject({ route: 'routes/resources+/load-report', status: 204 });
    expect(lines.find((l) => String(l.msg).includes('outside any request'))).not.toHaveProperty('reqId');
  });

  it("writes a platform line per call the site made, with the site's request id", async () => {
    platformLines.length = 0;
    const res = await httpRequest(`${stack.siteUrl}/login`, { headers: { host: HOST, 'cache-control': 'no-cache' } });
    expect(res.status).toBe(200);
    const id = String(res.headers['x-request-id']);
    const calls = (logLines().find((l) => l.msg === 'request' && l.reqId === id)?.platformCalls ?? []) as unknown[];
    const mine = platformLines.filter((line) => line.endsWith(` request ${id}`));
    // Every call the request waited for, and any it started for a cache without waiting, is a platform line with its id.
    expect(mine.length).toBeGreaterThanOrEqual(Math.max(1, calls.length));
    expect(mine[0]).toMatch(/^\[platform\] (GET|POST) \/\S+ 200 \d+ ms merchant demoa01 request /);
  });
});
