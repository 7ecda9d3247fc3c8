/**
 * The Playwright side of a machine's test model (tests/e2e/<name>.model.spec.ts):
 * - `planModelUi` plans the model's paths through the UI map and tags each test: `@flow-happy`
 *   for the model's happy paths (replayed by every project), `@flow-path` for the others
 *   (desktop only: playwright.config.ts keeps the phone project to the happy paths);
 * - `assertUiCoverage` records the UI figures for `npm run test:flows` and fails unless the
 *   replayed (not skipped) paths enter every state and take every transition, but for those the
 *   spec declares uncovered with a reason, and unless a happy path is replayed.
 */
import type { AnyStateMachine } from 'xstate';
import { type CoverageReport, coverageFigures, writeCoverageReport } from './flow-coverage';
import { FLOW_HAPPY_TAG, FLOW_PATH_TAG } from './flow-tags';
import type { MachineModel } from './machine-model';
import type { MachinePath } from './machine-paths';
import { type PlannedUiPath, planUiPaths, type UiPathMap } from './ui-paths';

export interface PlannedModelPath<TMachine extends AnyStateMachine> extends PlannedUiPath<TMachine> {
  happy: boolean;
  /** pass as the test's details: `test(path.name, { tag }, ...)` */
  tag: string;
}

export function planModelUi<TMachine extends AnyStateMachine, TWorld>(
  model: MachineModel<TMachine>,
  map: UiPathMap<TMachine, TWorld>,
  /**
   * the paths to replay (default: all the model's), e.g. a coverage-minimal subset of them; the
   * model's happy paths are replayed too, added when the subset leaves them out
   */
  paths: MachinePath<TMachine>[] = model.paths,
): PlannedModelPath<TMachine>[] {
  const happy = new Set([...model.happyPaths(), ...model.happyPaths(paths)].map((p) => p.name));
  const extra = model.happyPaths().filter((h) => !paths.some((p) => p.name === h.name));
  return planUiPaths(model.machine, [...paths, ...extra], map).map((planned) => ({
    ...planned,
    happy: happy.has(planned.path.name),
    tag: happy.has(planned.path.name) ? FLOW_HAPPY_TAG : FLOW_PATH_TAG,
  }));
}

export interface UiCoverageOptions {
  /**
   * State ids (`dialog.closing`) and transition keys (`dialog.closing|dialog.close|0`) that no
   * replayed path can cover, each with the reason. Keep it empty where possible: a path skipped
   * for a reason must have its states and transitions covered by other paths.
   */
  uncovered?: Record<string, string>;
}

export function assertUiCoverage<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  plan: PlannedModelPath<TMachine>[],
  options: UiCoverageOptions = {},
): CoverageReport {
  const uncovered = options.uncovered ?? {};
  const replayed = plan.filter((p) => p.skip === null);
  const report: CoverageReport = {
    machine: model.name,
    where: 'ui',
    ...coverageFigures(
      model.machine,
      replayed.map((p) => p.path),
    ),
    paths: replayed.length,
    skipped: plan.flatMap((p) => (p.skip === null ? [] : [{ path: p.path.name, reason: p.skip }])),
    uncovered,
  };
  writeCoverageReport(report);

  const missing = [...report.missingStates, ...report.missingTransitions];
  const problems = [
    ...missing.filter((key) => !(key in uncovered)).map((key) => `not covered by any replayed path: ${key}`),
    ...Object.keys(uncovered)
      .filter((key) => !missing.includes(key))
      .map((key) => `declared uncovered but covered now (drop it from \`uncovered\`): ${key}`),
    ...(plan.some((p) => p.happy && p.skip === null)
      ? []
      : [
          'no happy path is replayed: the phone project would replay nothing of this flow (name one with `happy` in the model)',
        ]),
  ];
  if (problems.length) {
    const skipped = (report.skipped ?? []).map((s) => `  skipped: ${s.path} (${s.reason})`);
    throw new Error(`UI coverage of machine "${model.name}":\n  ${problems.join('\n  ')}\n${skipped.join('\n')}`);
  }
  return report;
}
