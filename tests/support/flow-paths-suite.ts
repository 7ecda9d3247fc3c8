/**
 * The paths test every flow has (issue 20/21): coverage of the model's paths, the oracle from the
 * SPEC, the covering subset the UI replays, and each path replayed on the actor with what the flow
 * must keep and send. A flow's `*.paths.test.ts` says only what is its own: its oracles and what a
 * replayed path must send.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { recordActorCoverage } from './flow-coverage';
import { checkFlowOracle, type FlowOracleSpec } from './flow-oracle';
import type { MachineModel } from './machine-model';
import {
  type ActionCall,
  assertFullCoverage,
  coveringSubset,
  type MachinePath,
  type ReplayResult,
  replayPath,
} from './machine-paths';

export interface OracleRun {
  /** names the start when a flow has several (a repair kind, the product's own link) */
  title?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each flow's oracle is typed by its own step schemas
  spec: FlowOracleSpec<any>;
  input?: unknown;
  /** the oracle must reach more pages than this: a machine that loses a page fails */
  minStates: number;
  /** every model event is checked on every page (or at least this many per page, `atLeast`) */
  eventsPerState: number;
  atLeast?: boolean;
  timeout?: number;
}

export interface FlowPathsSuite<TMachine extends AnyStateMachine> {
  oracles: OracleRun[];
  /** what every replayed path must have kept and sent, beyond the oracle */
  replay: (path: MachinePath<TMachine>, result: ReplayResult<TMachine>) => void;
  /** the flow's own tests about its paths */
  more?: () => void;
}

export function describeFlowPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  suite: FlowPathsSuite<TMachine>,
): void {
  const { machine, paths } = model;
  describe(`${model.name} machine paths`, () => {
    it('cover every state and every transition', () => {
      expect(() => assertFullCoverage(machine, paths)).not.toThrow();
      recordActorCoverage(model);
    });

    for (const run of suite.oracles) {
      const title = `${run.title ? `${run.title}: ` : ''}does on every page, after every event, what a person must see (the oracle from the SPEC)`;
      // each oracle state is replayed from the start: tens of seconds on a busy machine
      it(title, { timeout: run.timeout ?? 120_000 }, async () => {
        const { states, checks } = await checkFlowOracle(model, run.spec, run.input ? { input: run.input } : {});
        expect(states).toBeGreaterThan(run.minStates);
        if (run.atLeast) expect(checks).toBeGreaterThanOrEqual(states * run.eventsPerState);
        else expect(checks).toBe(states * run.eventsPerState);
      });
    }

    it('a few of them cover it too (the ones the UI replays)', () => {
      const subset = coveringSubset(machine, paths);
      expect(() => assertFullCoverage(machine, subset)).not.toThrow();
      expect(subset.length).toBeLessThan(paths.length);
    });

    suite.more?.();

    for (const path of paths) {
      it(`replays ${path.name}`, async () => suite.replay(path, await replayPath(machine, path)));
    }
  });
}

/**
 * The draft rule of a flow whose data step is accepted on its submit: saved exactly when a step
 * with `data` was accepted, cleared exactly when the flow reached one of the `spent` pages.
 */
export function expectDraftKept(
  path: MachinePath,
  calls: ActionCall[],
  data: unknown,
  spent: readonly string[] = ['done'],
): void {
  const accepted = path.steps.some(
    (s, i) => i > 0 && s.event.type === 'step.submit' && (s.event as { data?: unknown }).data === data,
  );
  const visited = path.steps.map((s) => s.state.value);
  expect(calls.some((c) => c.action === 'saveDraft')).toBe(accepted);
  expect(calls.some((c) => c.action === 'clearDraft')).toBe(spent.some((page) => visited.includes(page)));
}
