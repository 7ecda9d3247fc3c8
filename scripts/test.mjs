// `npm test`: type-check and lint, then unit + machine-path + API tests (vitest), then browser
// tests (Playwright in Debian's Chromium). Ends with one plain line `tests: N passed, N failed`.
// Usage: node scripts/test.mjs [--also-postgres postgres://…]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { staleDiagramsLine } from './flow-diagram-report.mjs';

mkdirSync('.tmp', { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Runs a command with its output shown as it comes and also kept, for the checks below. */
function runTee(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let text = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      text += chunk;
    });
    child.on('close', (status) => resolve({ status: status ?? 1, text }));
  });
}

let passed = 0;
let failed = 0;
// Stages that exited non-zero: a stage can fail without a failing test (an unhandled error
// after the tests, a suite that did not load), and the closing lines must say which one did.
const failedStages = [];
const stageFails = (name, status) => failedStages.push(`${name} (exit ${status})`);

/**
 * Vitest's forks pool can exit 1 after every test passed, when a worker process is slow to start
 * or to stop on a loaded machine (`[vitest-pool]: Timeout terminating forks worker`, `Worker
 * exited unexpectedly`; vitest-dev/vitest#8766). That is the runner's own trouble, not a test's:
 * only then, and only once, the stage runs again, and says so. Any other non-zero exit (a failed
 * test, a suite that did not load, an unhandled error of our code) counts as it is.
 */
const POOL_TROUBLE = /\[vitest-(pool|pool-runner|worker)\]/;
async function vitestStage(name, args, jsonFile, env = {}) {
  for (let attempt = 1; ; attempt++) {
    rmSync(jsonFile, { force: true });
    const { status, text } = await runTee(
      'node',
      [
        'node_modules/.bin/vitest',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${jsonFile}`,
      ],
      env,
    );
    const report = readJson(jsonFile);
    const clean = report && report.numFailedTests === 0 && report.numFailedTestSuites === 0;
    if (status !== 0 && clean && attempt === 1 && POOL_TROUBLE.test(text)) {
      console.log(
        `\n⚠ ${name}: every test passed, but a vitest worker failed to start or stop; running the stage once more`,
      );
      continue;
    }
    if (status !== 0) stageFails(name, status);
    if (report) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    }
    return;
  }
}

console.log('\n▶ validate (tsc + biome)');
if (run('npm', ['run', '--silent', 'validate']) !== 0) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

console.log('\n▶ unit, machine paths and API (vitest)');
await vitestStage('vitest', [], '.tmp/vitest.json');

// `npm test -- --also-postgres <url>` (CI): the API tests once more on a real PostgreSQL server.
const pgFlag = process.argv.indexOf('--also-postgres');
const pgUrl = pgFlag === -1 ? null : process.argv[pgFlag + 1];
/**
 * API test files that test no database behaviour, run on PGlite only: the bad-input sweeps send
 * thousands of strings that the same SQL on the same engine (PGlite is PostgreSQL) answers alike,
 * and about a quarter of the PostgreSQL pass went to them; the others check markup, files or
 * PGlite itself. Everything that reads or writes rows runs on both.
 */
const PGLITE_ONLY = [
  'tests/api/bad-input.test.ts',
  'tests/api/bad-input-routes.test.ts',
  'tests/api/services-bad-input.test.ts',
  'tests/api/event-orders-bad-input.test.ts',
  'tests/api/html-checker.test.ts',
  'tests/api/static-assets.test.ts',
  'tests/api/pglite-text-dates.test.ts',
];
if (pgUrl) {
  console.log(`\n▶ API tests on PostgreSQL (${new URL(pgUrl).host})`);
  const excluded = PGLITE_ONLY.flatMap((file) => ['--exclude', file]);
  await vitestStage('vitest on PostgreSQL', ['tests/api', ...excluded], '.tmp/vitest-pg.json', {
    TEST_DATABASE_URL: pgUrl,
  });
}

console.log('\n▶ browser (Playwright, Debian Chromium)');
rmSync('.tmp/playwright.json', { force: true });
const pwStatus = run('node', ['node_modules/.bin/playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
});
if (pwStatus !== 0) stageFails('playwright', pwStatus);
const pw = readJson('.tmp/playwright.json');
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  // errors outside any test (a worker that crashed, the web server): they fail the stage too
  if (pw.errors?.length) console.log(`\nplaywright reported ${pw.errors.length} error(s) outside the tests (above)`);
}

if (failedStages.length > 0 && failed === 0) failed = 1;
if (failedStages.length > 0) console.log(`\nstages that failed: ${failedStages.join(', ')}`);
// a machine changed without its docs/flows diagram: name them where the run ends
const staleLine = staleDiagramsLine(readJson('.tmp/vitest.json'));
if (staleLine) console.log(`\n${staleLine}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
