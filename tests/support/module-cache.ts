import fs from 'node:fs';
import path from 'node:path';

/**
 * vitest keeps what it transforms on disk (vitest.config.ts, `experimental.fsModuleCache`), one file per module
 * content, and never deletes any: every new production build adds its ~26 MB transform. Before a run, the oldest
 * entries go until the cache is under its cap; an entry removed is only transformed again when next needed.
 */
export const MODULE_CACHE_DIR = path.resolve('node_modules/.experimental-vitest-cache');
const CAP_BYTES = 256 * 1024 * 1024;

export function pruneModuleCache(dir = MODULE_CACHE_DIR, cap = CAP_BYTES) {
  let entries: { file: string; size: number; mtimeMs: number }[];
  try {
    entries = fs
      .readdirSync(dir, { withFileTypes: true })
      // vitest's own metadata (the lockfile it checks) stays.
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.json'))
      .map((entry) => {
        const file = path.join(dir, entry.name);
        const { size, mtimeMs } = fs.statSync(file);
        return { file, size, mtimeMs };
      });
  } catch {
    return; // no cache yet
  }
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  for (const entry of entries.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
    if (total <= cap) break;
    fs.rmSync(entry.file, { force: true });
    total -= entry.size;
  }
}

/** vitest globalSetup. */
export default function pruneBeforeRun() {
  pruneModuleCache();
}
