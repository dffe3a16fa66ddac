import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startNginx } from '../../scripts/bench/nginx';
import { freePort } from '../support/redis';

/**
 * An instance that its visitors have saturated: after its first second every request holds its one thread 5 ms (as
 * a render's CPU would, without taking a core from the machine the test shares). Node takes up one waiting
 * connection per turn of its loop, and a turn serves every connection with a request ready: with 150 visitors
 * asking back to back a turn lasts 750 ms, and a new connection waits turns to be taken up.
 */
const SATURATED_INSTANCE = `
const http = require('node:http');
const thread = new Int32Array(new SharedArrayBuffer(4));
const slowFrom = Date.now() + 1000;
const server = http.createServer((req, res) => {
  if (Date.now() > slowFrom) Atomics.wait(thread, 0, 0, 5);
  res.end('page');
});
server.listen(0, '127.0.0.1', () => console.log('ready ' + server.address().port));
`;

/**
 * 150 visitors on kept connections, each asking again as soon as it has its answer (after a busy page a quarter of a
 * second later: a browser would wait its Retry-After).
 */
const VISITORS = `
const http = require('node:http');
const port = Number(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 150 });
const visitor = () =>
  http
    .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => setTimeout(visitor, res.statusCode === 200 ? 0 : 250));
    })
    .on('error', () => setTimeout(visitor, 250));
for (let i = 0; i < 150; i++) visitor();
`;

/** One visitor's request on a new connection of its own: its status and how long until the answer's end. */
function newVisitor(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
  });
}

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** The saturated instance behind nginx (`maxConns` as the balancer is given), and its 150 visitors asking back to back. */
async function saturatedBehindNginx(maxConns: number) {
  const instance = spawn(process.execPath, ['-e', SATURATED_INSTANCE], { stdio: ['ignore', 'pipe', 'inherit'] });
  stops.push(async () => {
    instance.kill('SIGKILL');
  });
  const instancePort = await new Promise<number>((resolve) =>
    instance.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accept-nginx-'));
  const port = await freePort();
  const nginx = await startNginx(dir, [{ port, servers: [instancePort], maxConns }]);
  stops.push(async () => {
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // Its visitors, in a process of their own (this one only times the new visitors), each on a kept connection.
  const visitors = spawn(process.execPath, ['-e', VISITORS, String(port)], { stdio: 'ignore' });
  stops.push(async () => {
    visitors.kill('SIGKILL');
  });
  // The visitors' connections are taken up while the instance is quick; it is behind its work before the new visitors come.
  await new Promise((r) => setTimeout(r, 2_500));
  return port;
}

/** Eight new visitors, a quarter of a second apart, each on a new connection. */
async function newVisitors(port: number) {
  const answers: Promise<{ status: number; ms: number }>[] = [];
  for (let i = 0; i < 8; i++) {
    answers.push(newVisitor(port).catch(() => ({ status: 0, ms: Infinity })));
    await new Promise((r) => setTimeout(r, 250));
  }
  return Promise.all(answers);
}

const hasNginx = fs.existsSync('/usr/sbin/nginx');

describe.skipIf(!hasNginx)('a new visitor to a saturated instance behind nginx', () => {
  it('gets an answer, the page or the busy page, within a second: nginx asks the instance over at most a few kept connections', async () => {
    const port = await saturatedBehindNginx(8);
    const answers = await newVisitors(port);
    for (const { status, ms } of answers) {
      expect([200, 503]).toContain(status);
      expect(ms).toBeLessThan(1_000);
    }
  }, 30_000);
});
