import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '#themes': fileURLToPath(new URL('./themes', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/platform/**/*.test.ts'],
    environment: 'node',
    // CI reads the counts from JSON (see .ci/run); people read the default reporter.
    reporters: process.env.VITEST_JSON_OUTPUT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_OUTPUT }]] : ['default'],
    // Integration tests start real servers on free ports; one file at a time keeps 2 cores calm.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
