import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneModuleCache } from '../support/module-cache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A cache entry of `size` bytes written `ageDays` ago. */
function entry(name: string, size: number, ageDays: number) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.alloc(size));
  const at = new Date(Date.now() - ageDays * 86_400_000);
  fs.utimesSync(file, at, at);
}

describe("vitest's kept transforms", () => {
  it('lose their oldest entries until under the cap, never the metadata, and nothing when under it', () => {
    entry('_metadata.json', 10, 9);
    entry('oldest-build', 600, 5);
    entry('older-build', 600, 3);
    entry('latest-build', 600, 0);
    entry('small-module', 50, 4);
    pruneModuleCache(dir, 1_300);
    expect(fs.readdirSync(dir).sort()).toEqual(['_metadata.json', 'latest-build', 'older-build', 'small-module']);
    pruneModuleCache(dir, 1_300);
    expect(fs.readdirSync(dir)).toHaveLength(4);
    pruneModuleCache(dir, 600);
    expect(fs.readdirSync(dir).sort()).toEqual(['_metadata.json', 'latest-build']);
  });

  it('is left alone when there is none yet', () => {
    expect(() => pruneModuleCache(path.join(dir, 'missing'))).not.toThrow();
  });
});
