import { defineConfig } from 'vitest/config';

// Unit, machine-path and API tests. Browser tests are Playwright's (playwright.config.ts).
// DOM tests opt in with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  test: {
    include: ['tests/{unit,machines,api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // each API test file opens its own PGlite (≈ 60 MB); two workers fit two cores
    maxWorkers: 2,
  },
});
