// @ts-check
// `npm run test:mutation` (scripts/mutation.mjs): StrykerJS mutates machines/*.ts one change at a
// time and runs the machine tests (vitest.mutation.config.ts) against each mutant; a mutant that
// no test fails "survived": the tests cannot tell that machine from the right one. Not part of
// `npm test` or CI: it takes the better part of an hour here. README "Mutation testing";
// docs/decisions/mutation-testing.md has the figures.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: ['machines/*.ts'],
  // each test's coverage is recorded in the first run, so a mutant runs only the tests that reach
  // it; a mutant of the machine's definition (evaluated as the module loads, "static") reloads
  // the module and runs every test of the files that import it
  coverageAnalysis: 'perTest',
  // the machine has 2 cores
  concurrency: 2,
  // Stryker rewrites the tsconfig's `extends`/`references` in its sandbox through TypeScript's
  // JS API, which TypeScript 7 no longer has; vitest does not read the tsconfig for these tests.
  // A file that does not exist skips that step (there is no type-check step either: checkers []).
  tsconfigFile: 'tsconfig.stryker-none.json',
  checkers: [],
  // a slow mutant on a loaded machine is not an endless loop: leave room before "timeout"
  timeoutMS: 10_000,
  reporters: ['progress', 'clear-text', 'html', 'json'],
  clearTextReporter: { allowColor: false, reportMutants: false, reportTests: false, logTests: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // the goal of issue 21 is 90 % per file; below 70 is shown red. No `break`: this only measures.
  thresholds: { high: 90, low: 70, break: null },
  tempDirName: '.stryker-tmp',
  // what the machine tests never read: not copied into each sandbox
  ignorePatterns: ['/dist', '/dist-ssr', '/data', '/.tmp', '/test-results', '/playwright-report', '/public', '/docs'],
  incrementalFile: 'reports/mutation/incremental.json',
};
