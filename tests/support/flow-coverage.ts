/**
 * Coverage figures of a machine's paths, as `npm run test:flows` prints them: the paths test
 * writes `.tmp/flow-coverage/<name>.actor.json`, the model spec `<name>.ui.json`
 * (scripts/test-flows.mjs reads both). Framework-free: Vitest and Playwright both load it.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';
import { coverageOf, type MachinePath, transitionKeys } from './machine-paths';

export const FLOW_COVERAGE_DIR = fileURLToPath(new URL('../../.tmp/flow-coverage/', import.meta.url));

export interface Figure {
  covered: number;
  total: number;
}

export interface CoverageReport {
  machine: string;
  where: 'actor' | 'ui';
  /** state nodes below the root (the root is always entered) */
  states: Figure;
  /** transition definitions, one per guard branch, `always` and invoke done/error included */
  transitions: Figure;
  missingStates: string[];
  missingTransitions: string[];
  /** paths run (on the actor, or replayed in the browser) */
  paths: number;
  /** UI only: paths the UI cannot reproduce, with the reason */
  skipped?: { path: string; reason: string }[];
  /** UI only: what no replayed path covers, and why (declared by the model spec) */
  uncovered?: Record<string, string>;
}

export function coverageFigures(
  machine: AnyStateMachine,
  paths: Pick<MachinePath, 'input' | 'steps'>[],
): Pick<CoverageReport, 'states' | 'transitions' | 'missingStates' | 'missingTransitions'> {
  const { missingStates, missingTransitions } = coverageOf(machine, paths);
  const states = getStateNodes(machine.root).length;
  const transitions = transitionKeys(machine).size;
  return {
    states: { covered: states - missingStates.filter((id) => id !== machine.root.id).length, total: states },
    transitions: { covered: transitions - missingTransitions.length, total: transitions },
    missingStates,
    missingTransitions,
  };
}

/** Writes the report where `npm run test:flows` reads it (atomically: two projects may write it at once). */
export function writeCoverageReport(report: CoverageReport): void {
  mkdirSync(FLOW_COVERAGE_DIR, { recursive: true });
  const file = `${FLOW_COVERAGE_DIR}${report.machine}.${report.where}.json`;
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(temp, file);
}

/** The paths test's figures: all the model's paths, on the actor. */
export function recordActorCoverage(model: { name: string; machine: AnyStateMachine; paths: MachinePath[] }) {
  const report: CoverageReport = {
    machine: model.name,
    where: 'actor',
    ...coverageFigures(model.machine, model.paths),
    paths: model.paths.length,
  };
  writeCoverageReport(report);
  return report;
}
