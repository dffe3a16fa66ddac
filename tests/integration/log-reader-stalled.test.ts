import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { copySeededTemplate } from '../support/seeded-platform';
import { bundled, SITE_SOURCES } from '../support/script-bundle';

const HOST = 'demo-a.localhost';
const SECRETS = { query: 'QuerySecret4711', cookie: 'CookieSecret4712', authorization: 'BearerSecret4713' };
/** Enough request lines (about 200 bytes each) to fill the pipe, the reader's buffers and the log's own buffer. */
const REQUESTS = 3_000;
/** The log's buffer for a reader that is behind, small here so that a few thousand lines pass it. */
const BUFFER_BYTES = 64 * 1024;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a log reader that stops reading', () => {
  it('neither stalls the site nor grows its memory without bound: past the buffer lines are dropped and counted, and every line that arrives is whole, structured and without a secret', async () => {
    const dbPath = path.join(dir, 'platform.db');
    copySeededTemplate(dbPath);
    const platform = await startPlatform({ port: 0, dbPath });
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      PLATFORM_URL: platform.url,
      CONFIG_TTL_MS: '60000',
      SESSION_STORE: `sqlite:${path.join(dir, 'sessions.db')}`,
      SESSION_SECRET: 'test-secret-at-least-sixteen-chars',
      LOG_BUFFER_BYTES: String(BUFFER_BYTES),
    };
    delete childEnv.LOG_FILE;
    delete childEnv.STAGING_DOMAIN;
    // The production site as deployed, its standard output a pipe read by this test.
    const child = spawn(process.execPath, bundled('tests/support/site-instance.ts', SITE_SOURCES), { env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    try {
      let output = '';
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the site did not start')), 60_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /ready (\d+)/.exec(output);
          if (!ready) return;
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve(Number(ready[1]));
        };
        child.stdout.on('data', onData);
        child.once('exit', (code) => reject(new Error(`the site exited (${code})`)));
      });
      // The reader stops: nothing more is taken from the pipe until it resumes.
      child.stdout.pause();
      const get = (target: string, headers: Record<string, string> = {}) =>
        new Promise<number>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path: target, agent, headers: { host: HOST, ...headers } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${target} in 10 s: the site stalled`)));
          req.on('error', reject);
        });
      const statuses = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          i === 0
            ? get(`/healthz?token=${SECRETS.query}`, { cookie: `wl_session=${SECRETS.cookie}`, authorization: `Bearer ${SECRETS.authorization}` })
            : get('/healthz'),
        ),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);

      // The reader takes the pipe again: what the buffer held arrives, then the warning of what it could not hold.
      const accounted = () =>
        output.split('\n').reduce((sum, line) => sum + (line.includes('"route":"healthz"') ? 1 : Number(/"droppedLines":(\d+)/.exec(line)?.[1] ?? 0)), 0);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${accounted()} of ${REQUESTS} request lines arrived or were said dropped`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (accounted() >= REQUESTS) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stdout.resume();
      });
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      // Every line is whole JSON: a dropped line is dropped whole, never cut.
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = records.filter((record) => record.route === 'healthz');
      const dropped = records.reduce((sum, record) => sum + Number(record.droppedLines ?? 0), 0);
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.length).toBeLessThan(REQUESTS);
      expect(requests.length + dropped).toBeGreaterThanOrEqual(REQUESTS);
      // What the buffer held is at most its bound (the pipe and the reader hold a little more).
      expect(requests.length * 150).toBeLessThan(BUFFER_BYTES + 1024 * 1024);
      expect(new Set(requests.map((record) => record.reqId)).size).toBe(requests.length);
      for (const record of requests) expect(record).toMatchObject({ msg: 'request', brand: 'demo-a', route: 'healthz', method: 'GET', status: 200, level: 30 });
      expect(records.find((record) => record.droppedLines)).toMatchObject({ level: 40 });
      for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
      await platform.close();
    }
  }, 240_000);
});
