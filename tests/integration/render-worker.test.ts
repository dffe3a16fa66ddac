import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RenderWorker } from '../../server/render-worker/render-worker-client';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

// The brand's config is kept a minute on each side: a change shows within a test only where it was passed on.
const env = useStack('render-worker-', { configTtlMs: 60_000, env: { GUEST_PAGE_TTL_MS: '300', GUEST_PAGE_STALE_MS: '60000' } });
const HOST = 'demo-b.localhost:3000';
/** The image CDN pick the site's own cookie keeps (index 0). */
const CDN_0 = `img_cdn=${encodeURIComponent(Buffer.from('0').toString('base64'))}`;
const TAG = 'data-testid="analytics-tag"';
const admin = (...args: string[]) => adminCommand(env.stack.dbPath, ...args);
const get = (pathname: string) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, cookie: CDN_0 } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A guest's home page, as the site hands it to the worker. */
const GUEST_JOB = {
  url: `http://${HOST}/index`,
  cookie: null,
  nonce: 'n',
  brandId: 'demo-b',
  host: 'demo-b.localhost',
  preview: false,
  port: '3000',
  origin: `http://${HOST}`,
  clientIp: null,
};

describe('render worker', () => {
  const workers: RenderWorker[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
  });

  it("serves a stale guest page at once and replaces it with a render from the worker, which fetches the brand's content itself", async () => {
    expect((await get('/index?warm')).status).toBe(200);
    const first = await get('/index');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.body).not.toContain(TAG);
    // The site's own copy of the config now lasts the whole test; only the worker, starting afresh, fetches it.
    admin('analytics', 'demob02', 'G-STALE2026');
    try {
      await sleep(400);
      const stale = await get('/index');
      expect(stale.headers['x-cache']).toBe('stale');
      expect(stale.body).not.toContain(TAG);
      const started = Date.now();
      let res = stale;
      while (!res.body.includes(TAG) && Date.now() - started < 15_000) {
        await sleep(100);
        res = await get('/index');
      }
      expect(res.body).toContain(TAG);
      expect(['hit', 'stale']).toContain(res.headers['x-cache']);
    } finally {
      admin('analytics', 'demob02', 'off');
    }
  });

  it('renders with the content the site saw change, though its own copy is not yet due, and passes on a change it finds', async () => {
    const changes: string[] = [];
    const worker = new RenderWorker({ buildPath: path.resolve('build/index.js'), timeoutMs: 30_000, onContentChange: (id) => changes.push(id) });
    workers.push(worker);
    const render = async (nonce: string) => {
      const response = await worker.render({ ...GUEST_JOB, cookie: CDN_0, nonce });
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    };
    const first = await render('first-nonce');
    expect(first.status).toBe(200);
    // After each job it says what its heap holds (the instance's metrics show it beside the site's own).
    expect(worker.heap?.usedBytes).toBeGreaterThan(1024 * 1024);
    expect(worker.heap!.totalBytes).toBeGreaterThanOrEqual(worker.heap!.usedBytes);
    expect(first.type).toMatch(/^text\/html/);
    expect(first.body).toContain('nonce="first-nonce"');
    expect(first.body).not.toContain(TAG);
    admin('analytics', 'demob02', 'G-WORKER2026');
    try {
      // The worker's copy of the config is younger than its TTL: the change is not seen yet.
      expect((await render('second-nonce')).body).not.toContain(TAG);
      worker.contentChanged('demo-b');
      const third = await render('third-nonce');
      expect(third.body).toContain(TAG);
      expect(third.body).toContain('nonce="third-nonce"');
      // Its own fetch found the change: the site is told, to drop the brand's pages and fetch the content too.
      expect(changes).toContain('demo-b');
    } finally {
      admin('analytics', 'demob02', 'off');
    }
  });

  it('refuses jobs at once, without hanging, when the worker cannot start, and waits before starting it again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-build-'));
    const buildPath = path.join(dir, 'index.js');
    fs.writeFileSync(buildPath, "throw new Error('this build is broken');\n");
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const worker = new RenderWorker({ buildPath, timeoutMs: 30_000, restartAfterMs: 60_000, onContentChange: () => undefined });
      workers.push(worker);
      const started = Date.now();
      await expect(worker.render(GUEST_JOB)).rejects.toThrow(/this build is broken/);
      expect(Date.now() - started).toBeLessThan(20_000);
      // Within the restart delay a job is refused at once: the caller renders the page itself.
      await expect(worker.render(GUEST_JOB)).rejects.toThrow(/restarting/);
      expect(JSON.stringify(errors)).toContain('render-worker');
    } finally {
      console.error = logged;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds the worker to its heap budget: one that outgrows it dies, its job is refused and the next ones at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greedy-build-'));
    const buildPath = path.join(dir, 'index.js');
    // A build that takes 256 MB as it loads (then stops, so a worker without a budget fails another way).
    fs.writeFileSync(
      buildPath,
      "const held = []; for (let i = 0; i < 256; i++) held.push(Array.from({ length: 32 * 1024 }, (_, j) => ({ j }))); throw new Error('greedy build loaded');\n",
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const worker = new RenderWorker({ buildPath, timeoutMs: 60_000, restartAfterMs: 60_000, heapMb: 32, onContentChange: () => undefined });
      workers.push(worker);
      await expect(worker.render(GUEST_JOB)).rejects.toThrow(/memory/i);
      expect(worker.up).toBe(false);
      await expect(worker.render(GUEST_JOB)).rejects.toThrow(/restarting/);
    } finally {
      logged.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
