// `npm test`: type-check and lint, then unit + machine-path + API tests (vitest), then browser
// tests (Playwright in Debian's Chromium). Ends with one plain line `tests: N passed, N failed`.
// Usage: node scripts/test.mjs [--also-postgres postgres://…]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let stageFailed = false;

console.log('\n▶ validate (tsc + biome)');
if (run('npm', ['run', '--silent', 'validate']) !== 0) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

console.log('\n▶ unit, machine paths and API (vitest)');
rmSync('.tmp/vitest.json', { force: true });
if (
  run('node', [
    'node_modules/.bin/vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest.json',
  ]) !== 0
)
  stageFailed = true;
const vitest = readJson('.tmp/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}

// `npm test -- --also-postgres <url>` (CI): the API tests once more on a real PostgreSQL server.
const pgFlag = process.argv.indexOf('--also-postgres');
const pgUrl = pgFlag === -1 ? null : process.argv[pgFlag + 1];
if (pgUrl) {
  console.log(`\n▶ API tests on PostgreSQL (${new URL(pgUrl).host})`);
  rmSync('.tmp/vitest-pg.json', { force: true });
  const args = ['node_modules/.bin/vitest', 'run', 'tests/api', '--reporter=default', '--reporter=json'];
  if (run('node', [...args, '--outputFile.json=.tmp/vitest-pg.json'], { TEST_DATABASE_URL: pgUrl }) !== 0)
    stageFailed = true;
  const pg = readJson('.tmp/vitest-pg.json');
  if (pg) {
    passed += pg.numPassedTests;
    failed += pg.numFailedTests;
  }
}

console.log('\n▶ browser (Playwright, Debian Chromium)');
rmSync('.tmp/playwright.json', { force: true });
if (
  run('node', ['node_modules/.bin/playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
  }) !== 0
)
  stageFailed = true;
const pw = readJson('.tmp/playwright.json');
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
}

if (stageFailed && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(stageFailed || failed > 0 ? 1 : 0);
