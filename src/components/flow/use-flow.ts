import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import {
  type ActorRefFrom,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  fromPromise,
  type SnapshotFrom,
  type StateValueFrom,
} from 'xstate';
import type { FlowStepMeta } from '../../../machines/flow-kit';
import { isInsightFlow } from '../../../schemas/flow-insight.schema';
import { parseDraft, type StepSchemas, stepHasErrors } from '../../../schemas/flow-steps';
import { isRunId, newRunId, recordFlow } from '../../lib/flow-recorder';
import { inspect } from '../../lib/inspector';
import { restartFlowActor, useFlowActor } from './flow-actor';
import { readDraft, readDraftRun, removeDraft, writeDraft, writeDraftRun } from './flow-drafts';
import { branchOf, flowPaths, metaOf, pageStateOf, statePathOf, urlOf } from './flow-pages';
import { useStepUrl } from './use-step-url';

type Call = (input: never, init: { signal: AbortSignal }) => Promise<unknown>;

export interface FlowOptions {
  /** the flow's one name (machine id, draft key, focus memory): `contact`, `event-apply` */
  name: string;
  /** the flow's step schemas: drafts are parsed with them, refusals found by them */
  steps: StepSchemas;
  /** the draft's key: flow, member and record (flow-drafts.ts `draftKey`) */
  draftKey: string;
  /**
   * step 1's address; the later pages' follow from each state's meta (`/step2`, `/done`). None: the
   * flow is a panel of the page it is on (a record's decision in the console), its pages have no address
   */
  base?: string;
  /** the machine's calls: `submit` (the final send) and any step's own check */
  calls: { submit: Call } & Record<string, Call>;
  /** the machine's input besides the draft (a repair's kind, a warranty's entry) */
  input?: Record<string, unknown>;
}

/**
 * The actor's `inspect`: the dev inspector when opted in, and flow insight's recorder for a member
 * flow (src/lib/flow-recorder.ts). The run is the draft's when one is kept, so a resumed draft goes
 * on in the same run; a new run's id is kept once the draft is.
 */
function inspectorsOf(machine: AnyStateMachine, options: FlowOptions, resumed: boolean) {
  const { name, draftKey } = options;
  if (!isInsightFlow(name)) return { inspect, run: null };
  const kept = resumed ? readDraftRun(draftKey) : null;
  const run = isRunId(kept) ? kept : newRunId();
  const record = recordFlow({ flow: name, machine, run, resumed: kept === run });
  const both: typeof inspect = (event) => {
    inspect?.(event);
    record(event);
  };
  return { inspect: both, run };
}

function createFlowActor(machine: AnyStateMachine, options: FlowOptions) {
  const { draftKey, steps, calls, input } = options;
  const actors = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      fromPromise(({ input: sent, signal }: { input: never; signal: AbortSignal }) => call(sent, { signal })),
    ]),
  );
  const draft = parseDraft(steps, readDraft(draftKey));
  const recording = inspectorsOf(machine, options, Object.keys(draft).length > 0);
  return createActor(
    machine.provide({
      actors,
      actions: {
        saveDraft: ({ context }: { context: { data: unknown } }) => {
          writeDraft(draftKey, context.data);
          if (recording.run) writeDraftRun(draftKey, recording.run);
        },
        clearDraft: () => removeDraft(draftKey),
      },
    } as never),
    { input: { ...input, draft }, inspect: recording.inspect },
  );
}

/**
 * A step flow on the kit, for its screen: one actor across the flow's step addresses (created
 * with the screen's calls and drafts), the address kept in step with the machine, and what the
 * current state's meta says about its page. Replaces every per-flow step map.
 */
export function useFlow<M extends AnyStateMachine>(machine: M, options: FlowOptions) {
  const actor = useFlowActor(options.draftKey, () => createFlowActor(machine, options)) as unknown as ActorRefFrom<M>;
  const snapshot = useSelector(actor, (s) => s) as AnyMachineSnapshot;
  const { base, draftKey, steps, name } = options;
  // a nested flow's pages are those of its branch (a repair's kind), decided when it starts and
  // kept on its shared pages outside the branches (the done page)
  const lastBranch = useRef('');
  lastBranch.current = branchOf(snapshot) || lastBranch.current;
  const branch = lastBranch.current;
  const paths = useMemo(() => (base === undefined ? [] : flowPaths(machine, base, branch)), [machine, base, branch]);
  const stepOf = useCallback(
    (s: AnyMachineSnapshot) => (base === undefined ? 0 : Math.max(0, paths.indexOf(urlOf(s, machine, base)))),
    [paths, machine, base],
  );
  const restart = useCallback(() => restartFlowActor(draftKey), [draftKey]);
  useStepUrl({ actor, paths, stepOf, restart });

  const meta: FlowStepMeta = metaOf(snapshot);
  const first = base === undefined ? meta.step === 1 : stepOf(snapshot) === 0;
  const page = pageStateOf(snapshot);
  return {
    name,
    actor,
    snapshot: snapshot as SnapshotFrom<M>,
    context: snapshot.context as ContextFrom<M>,
    /** the state the machine is in (`submitting`, say) */
    state: snapshot.value as StateValueFrom<M>,
    /** the state's own name, without the branch it is in (`failed` of a repair's `fast.failed`) */
    leaf: statePathOf(snapshot.value).split('.').at(-1) ?? '',
    /** the state whose screen shows (`reviewing` while it sends; `fast.reviewing` in a nested flow) */
    page,
    meta,
    /** the flow's first page: no 上一步 */
    first,
    /** a call is under way: the page's buttons wait */
    busy: snapshot.hasTag('busy'),
    /** the flow has ended (its done page) */
    finished: snapshot.status === 'done' || meta.done === true,
    /** the page opens with refused fields of its own: the error summary takes the focus */
    hasErrors: stepHasErrors(steps, snapshot.context.fieldErrors, meta.edits ?? null),
  };
}

export type Flow<M extends AnyStateMachine = AnyStateMachine> = ReturnType<typeof useFlow<M>>;
