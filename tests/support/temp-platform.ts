import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startPlatform, type PlatformHandle } from '@whitelabel/reference-platform/server';
import { copySeededTemplate } from './seeded-platform';

/**
 * The reference platform on a fresh temporary database for one test file: started before its tests,
 * stopped and deleted after. Read `platform`, `dbPath` and `dir` (for more files) inside tests.
 */
export function useTempPlatform(prefix: string): { readonly platform: PlatformHandle; readonly dbPath: string; readonly dir: string } {
  let dir = '';
  let handle: PlatformHandle | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    copySeededTemplate(path.join(dir, 'platform.db'));
    handle = await startPlatform({ port: 0, dbPath: path.join(dir, 'platform.db') });
  });
  afterAll(async () => {
    await handle?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get platform() {
      if (!handle) throw new Error('the platform starts in beforeAll');
      return handle;
    },
    get dbPath() {
      return path.join(dir, 'platform.db');
    },
    get dir() {
      return dir;
    },
  };
}
