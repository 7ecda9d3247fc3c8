import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json' with { type: 'json' };
import { e2eServerEnv } from './tests/support/e2e-server-env';
import { FLOW_HAPPY_TAG, PHONE_TAG } from './tests/support/flow-tags';

/**
 * Browser tests: Debian's Chromium against the real server (`npm start`) on a fresh data folder.
 * Nothing is downloaded: Playwright's own browsers are never installed here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3900);
// one data folder per port: runs on different ports (E2E_PORT) never wipe each other's database
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
// one id for the run, inherited by its workers: what they check once a run between them (tests/support/axe.ts)
process.env.E2E_RUN_ID ??= `${PORT}-${Date.now()}`;

/**
 * Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the
 * browser's UI layer), as Playwright itself runs headless tests: measured on the repair flow's 26
 * paths, Chromium's processes took a third less CPU than the full browser's new headless mode, and
 * on two cores the browsers are most of the suite's CPU. Without it, the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
// as root on a closed network: the flags the bench uses too (scripts/chromium-flags.json)
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: chromiumFlags,
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three on two cores: a browser test mostly waits (the page, the server, a clock), and a third
  // worker filled that time: 28 % less wall time for the same tests, measured on the flow specs.
  workers: 3,
  // one retry in CI only: a test that passes on retry is still reported as flaky
  retries: process.env.CI ? 1 : 0,
  outputDir: `.tmp/e2e-results-${PORT}`,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    // tracing every test costs time on 2 cores: traces come with the CI retry only
    trace: 'on-first-retry',
    video: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    // The 30-minute CI budget as flows are added: desktop runs every test; the phone runs the
    // flows' happy paths (tagged @flow-happy: those the model names with `happy`, by default the
    // shortest path to a final state) and the tests of what a phone does differently (tagged
    // @phone: tapping, the folded menu, the narrow layouts, axe on a page of each main kind).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: new RegExp(`(${FLOW_HAPPY_TAG}|${PHONE_TAG})\\b`),
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    // production refuses to start without saying where its links point (server/env.ts)
    env: { ...e2eServerEnv(`http://localhost:${PORT}`), PORT: String(PORT), DATA_DIR: E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
