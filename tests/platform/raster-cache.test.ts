import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RasterCache } from '@whitelabel/reference-platform/images/raster-cache';

const bytes = (n: number) => Buffer.alloc(n, 1);

describe("the CDN's cache of drawn images", () => {
  it('draws an image once however many ask for it at once, and serves the kept bytes after', async () => {
    const cache = new RasterCache(1000);
    let draws = 0;
    const draw = async () => {
      draws++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return bytes(100);
    };
    const [a, b] = await Promise.all([cache.get('tile', draw), cache.get('tile', draw)]);
    expect(a).toBe(b);
    expect(await cache.get('tile', draw)).toBe(a);
    expect(draws).toBe(1);
    expect(cache.size).toEqual({ entries: 1, bytes: 100 });
  });

  it('gives up the least recently read images once past its size, never the one just drawn', async () => {
    const cache = new RasterCache(250);
    let draws = 0;
    const draw = (n: number) => async () => (draws++, bytes(n));
    await cache.get('a', draw(100));
    await cache.get('b', draw(100));
    await cache.get('a', draw(100)); // read again: b is now the oldest
    await cache.get('c', draw(100));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    expect(draws).toBe(3);
    await cache.get('a', draw(100));
    expect(draws).toBe(3);
    await cache.get('b', draw(100));
    expect(draws).toBe(4);
    // One image bigger than the whole cache is kept until the next one comes.
    await cache.get('huge', draw(400));
    expect(cache.size).toEqual({ entries: 1, bytes: 400 });
  });

  it('keeps no failed drawing: the next request draws again', async () => {
    const cache = new RasterCache(1000);
    await expect(cache.get('broken', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    await Promise.resolve();
    expect(await cache.get('broken', async () => bytes(10))).toHaveLength(10);
    expect(cache.size).toEqual({ entries: 1, bytes: 10 });
  });

  it('with a folder, another process (or a restart) reads what one drew instead of drawing it again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-'));
    try {
      let draws = 0;
      const draw = async () => (draws++, Buffer.from('drawn image bytes'));
      expect((await new RasterCache(1000, dir).get('tile 7', draw)).toString()).toBe('drawn image bytes');
      const restarted = new RasterCache(1000, dir);
      expect((await restarted.get('tile 7', draw)).toString()).toBe('drawn image bytes');
      expect(draws).toBe(1);
      // Another key is another file: kept files never answer for a different drawing.
      expect((await restarted.get('tile 8', async () => (draws++, Buffer.from('another')))).toString()).toBe('another');
      expect(draws).toBe(2);
      expect(fs.readdirSync(dir)).toHaveLength(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves what it drew when its folder cannot be written', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-')), 'a-file-not-a-folder');
    fs.writeFileSync(file, '');
    try {
      expect((await new RasterCache(1000, file).get('tile', async () => Buffer.from('drawn'))).toString()).toBe('drawn');
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
