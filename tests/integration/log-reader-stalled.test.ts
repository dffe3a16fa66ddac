import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { copySeededTemplate } from '../support/seeded-platform';

const HOST = 'demo-a.localhost';
const SECRETS = { query: 'QuerySecret4711', cookie: 'CookieSecret4712', authorization: 'BearerSecret4713' };
/** Enough request lines (about 250 bytes each) to fill the pipe and the reader's buffers several times over. */
const REQUESTS = 3_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a log reader that stops reading', () => {
  it('does not stall the site, and once it reads again every request line arrives whole, structured and without a secret', async () => {
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
    };
    delete childEnv.LOG_FILE;
    delete childEnv.STAGING_DOMAIN;
    // The production site as deployed, its standard output a pipe read by this test.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/site-instance.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
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

      // The reader takes the pipe again: the lines held for it arrive, in full.
      let lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${lines.length} log lines arrived`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          lines = output.split('\n').filter((line) => line.includes('"route":"healthz"'));
          if (lines.length >= REQUESTS) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stdout.resume();
      });
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records).toHaveLength(REQUESTS);
      expect(new Set(records.map((record) => record.reqId)).size).toBe(REQUESTS);
      for (const record of records) expect(record).toMatchObject({ msg: 'request', brand: 'demo-a', route: 'healthz', method: 'GET', status: 200, level: 30 });
      for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
      await platform.close();
    }
  }, 120_000);
});
