import { defineConfig } from 'vitest/config';

// Unit, machine-path and API tests. Browser tests are Playwright's (playwright.config.ts).
// DOM tests opt in with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  test: {
    include: ['tests/{unit,machines,api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // DOM tests' findBy/waitFor wait up to 10 s (see the file)
    setupFiles: ['tests/support/dom-timeouts.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // each API test file opens its own PGlite (≈ 60 MB); two workers fit two cores
    maxWorkers: 2,
    // Files share their worker's loaded modules: importing the server and the client again for
    // each of 180 files was over half the stage's CPU. Every file still opens its own database
    // (tests/support/fresh-db.ts) and no test may lean on module state another file left.
    isolate: false,
  },
});
