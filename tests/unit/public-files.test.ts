import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { publicFiles } from '../../scripts/server/public-files';

let dir = '';
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Which way a request goes: to the static handler, or straight on to the next one (the pages). */
function router(handler: RequestHandler) {
  return (pathname: string) =>
    new Promise<'static' | 'next'>((resolve) => {
      const req = { path: pathname, method: 'GET' } as Request;
      void handler(req, {} as Response, () => resolve('next'));
      // The fake static handler below answers synchronously when it is asked.
      if ((req as Request & { servedStatic?: boolean }).servedStatic) resolve('static');
    });
}
const serve: RequestHandler = (req) => {
  (req as Request & { servedStatic?: boolean }).servedStatic = true;
};

describe('public files', () => {
  it('asks the static handler only for names that are in the directory; pages go straight on', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.writeFileSync(path.join(dir, 'favicon.ico'), 'icon');
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'a b.svg'), '<svg/>');
    const route = router(publicFiles(dir, serve));
    expect(await route('/favicon.ico')).toBe('static');
    expect(await route('/build/entry.js')).toBe('static');
    expect(await route('/a%20b.svg')).toBe('static');
    expect(await route('/index')).toBe('next');
    expect(await route('/rng')).toBe('next');
    expect(await route('/')).toBe('next');
    expect(await route('/%E0%A4%A')).toBe('next');
  });

  it('serves a file dropped into the directory while running, and stops asking for one removed', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    const route = router(publicFiles(dir, serve));
    expect(await route('/robots.txt')).toBe('next');
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
    await expect.poll(() => route('/robots.txt'), { timeout: 2_000 }).toBe('static');
    fs.rmSync(path.join(dir, 'robots.txt'));
    await expect.poll(() => route('/robots.txt'), { timeout: 2_000 }).toBe('next');
  });

  it('asks the static handler for everything when the directory cannot be read', async () => {
    const route = router(publicFiles(path.join(os.tmpdir(), 'no-such-public-dir-here'), serve));
    expect(await route('/index')).toBe('static');
  });
});
