import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3100);
/**
 * Workers, each with a stack of its own (tests/support/e2e-slot.ts): many tests wait on the page, the
 * platform or a timer rather than on a core, so E2E_WORKERS=2 overlaps them (not --workers, which would
 * start workers without a stack). One by default: on a busy machine, tests that wait on timers ran late.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
/**
 * Debian's old headless shell, else its full Chromium: the shell draws the same pages with the same Blink
 * but without the full browser's UI and compositor processes, which took about a fifth of each e2e test's
 * time on these two cores (decision 082). CHROMIUM_PATH chooses another.
 */
const debianChromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => fs.existsSync(candidate)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each lane's run has a folder of its own (scripts/e2e-lanes.mjs): Playwright empties its output folder as a run
  // starts, which would delete a retry's trace another lane is writing.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    // Recording a trace (a screenshot and a DOM snapshot of every action) made each test take far longer,
    // and retain-on-failure records every test to keep a few. On CI a failed test is run once more, with a
    // trace, so a failure still leaves one; locally, where tests are not retried, every test records as before.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Pages that move on their own (marquee, winners ticker, vendor slider, banner autoplay) keep Chromium drawing
    // while a test reads or waits: the home page sitting still cost 1.6–1.8 CPU-s per 10 s, 0.5 with reduced
    // motion (decisions 095, 106). Tests ask for it; players still get motion, and a test that checks motion
    // opts back in with `test.use({ reducedMotion: 'no-preference' })` and says why.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's chromium where it exists (browser downloads fail on these machines); Playwright's own elsewhere.
      executablePath: fs.existsSync(debianChromium) ? debianChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // scripts/e2e-lanes.mjs starts the stack once per lane and runs Playwright on it several times.
  webServer: process.env.E2E_STACK_RUNNING
    ? undefined
    : Array.from({ length: workers }, (_, slot) => ({
        command: 'tsx tests/support/e2e-server.ts',
        url: `http://127.0.0.1:${E2E_PORT + slot}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe' as const,
        stderr: 'pipe' as const,
        // One log line per request is for operators; the run's output keeps warnings and errors.
        env: { E2E_PORT: String(E2E_PORT), TEST_PARALLEL_INDEX: String(slot), LOG_LEVEL: 'warn' },
      })),
});
