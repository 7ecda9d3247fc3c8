// The state diagrams a vitest run found out of date (tests/machines/flow-diagrams.test.ts), read
// from its JSON report, for the closing lines of `npm test` and `npm run test:flows`: the
// difference itself is printed above by the failing test, among many lines of output.

const DIAGRAM_TESTS = /tests\/machines\/flow-diagrams\.test\.ts$/;

/** `docs/flows/<name>.md` of each failed diagram check (or the check's title), [] when none failed. */
export function staleDiagrams(report) {
  return (report?.testResults ?? [])
    .filter((file) => DIAGRAM_TESTS.test(file.name))
    .flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed'))
    .map((test) => /^(docs\/flows\/\S+\.md) is up to date/.exec(test.title)?.[1] ?? test.title);
}

/** The closing line about them, or null when every diagram is up to date. */
export function staleDiagramsLine(report) {
  const stale = staleDiagrams(report);
  if (!stale.length) return null;
  return `state diagrams out of date with their machines: ${stale.join(', ')} (the difference is above; \`npm run flows:diagrams\` rewrites them, commit them if the change is meant)`;
}
