import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Files that measure how long the site takes (time budgets, a slow or absent platform, shedding under load) run
// after the rest, so another file's work cannot eat into what they measure. A new file that asserts a duration
// belongs in one of the two lists below; a slow file that asserts none does not (it would only idle the other core):
// its timed tests go to a file of their own, as seeding-budgets did.

/**
 * Timed files whose seconds are spent waiting (on a proxy holding the platform's answers, a stopped platform, the
 * site's budget timers): their worker is idle most of each test, so two of them share the two cores (decision 141).
 */
const WAITING = [
  'tests/integration/money-intent.test.ts',
  'tests/integration/outage.test.ts',
  'tests/integration/slow-platform.test.ts',
  'tests/integration/slow-sign-in.test.ts',
];
/** Timed files that measure the work itself (seeding, decoding, a log reader's backlog, a burst shed, a worker's heap): one at a time, after the waiting pairs. */
const ALONE = [
  'tests/platform/image-checks.test.ts',
  'tests/platform/seeding-budgets.test.ts',
  'tests/integration/log-reader-stalled.test.ts',
  'tests/integration/overload.test.ts',
  'tests/integration/render-worker.test.ts',
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '#themes': fileURLToPath(new URL('./themes', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // CI reads the counts from JSON (see .ci/run); people read the default reporter.
    reporters: process.env.VITEST_JSON_OUTPUT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_OUTPUT }]] : ['default'],
    // What vitest transforms (the 4.9 MB production build above all: ~5 CPU-s) is kept on disk under a hash of
    // the module's content and the config, so a run transforms only what changed since an earlier one: `npm test`'s
    // `alone` run takes the build `shared` transformed. tests/support/module-cache.ts keeps the cache bounded.
    experimental: { fsModuleCache: true },
    // The reference platform's demo data, seeded once for the run (tests/support/seeded-platform.ts).
    globalSetup: ['tests/support/module-cache.ts', 'tests/support/seeded-platform.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/platform/**/*.test.ts'],
          exclude: [...WAITING, ...ALONE],
          // Every integration file starts its own stack on free ports and a temporary database, so files
          // side by side share nothing but the cores: two at once on CI, which has its two cores to itself
          // (8.7 → 6.3 min, green). One elsewhere by default, as on a machine shared with other work two
          // files' uploads and renders pushed each other past their budgets; VITEST_WORKERS overrides both.
          maxWorkers: Number(process.env.VITEST_WORKERS ?? (process.env.CI ? 2 : 1)),
          // A worker runs file after file instead of a new process a file: what a site loads from node_modules
          // (React's server renderer, Express, SQLite's binding…) is loaded once a worker. Each file still starts
          // its own modules, metrics, mocks, environment and console (tests/support/file-apart.ts).
          isolate: false,
          setupFiles: ['tests/support/file-apart.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'waiting',
          include: WAITING,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
