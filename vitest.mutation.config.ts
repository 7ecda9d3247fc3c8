import { defineConfig } from 'vitest/config';

// The tests `npm run test:mutation` runs against each mutant of machines/ (stryker.config.mjs):
// the machine tests only, no API or DOM tests. Left out on purpose:
// - flow-diagrams.test.ts compares docs/flows with the machine's graph, so it would "catch" any
//   change to the graph, right or wrong; the mutation score is to say whether the tests judge
//   the flow's behaviour, not whether the diagram was regenerated;
// - flow-files.test.ts checks which files exist.
// Stryker runs vitest in related mode: per mutant, only the test files that import the mutated
// file (every paths test for machines/flow-kit.ts, one for a flow's machine).
export default defineConfig({
  test: {
    include: ['tests/machines/*.test.ts'],
    exclude: ['tests/machines/flow-diagrams.test.ts', 'tests/machines/flow-files.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
