import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  fieldErrorsOf,
  type MergedOutput,
  parseStep,
  problemOf,
  type StepData,
  type StepSchemas,
  stepAccepts,
  stepOfField,
} from '../schemas/flow-steps';

/**
 * The flow kit (DESIGN "Flows are machines"): the context, events, guards and actions every step
 * flow shares. A flow's machine spreads them into its own `setup` and writes its states out in its
 * own file, so the graph a reader and the inspector see is the real one:
 *
 *   setup({ guards: flowGuards(STEPS), actions: flowActions(STEPS), actors: { submit } })
 *   editing: { on: { 'step.submit': { guard: valid('form'), target: 'reviewing', actions: [keep('form'), 'saveDraft'] } } }
 */
export interface FlowContext<S extends StepSchemas> {
  /** each accepted step's parsed data */
  data: StepData<S>;
  /** field path → messages the server refused; each step shows the ones of its fields */
  fieldErrors: Record<string, string[]> | null;
  /** a failure no field is to blame for (offline, server error): shown with a retry */
  problem: string | null;
  /** set by a review's change link: the field its step focuses when it opens */
  focus: string | null;
  /** what the final call answered (a receipt, an order), for the last step to show */
  result: unknown;
  /** a review's change link opened a step: sending that step returns to the review */
  changing: boolean;
}

/**
 * What a state says about the page it shows (XState `meta`), read by the screen's `useFlow`: the
 * step indicator, the heading, the address and the error summary all come from the graph.
 */
export interface FlowStepMeta<S extends StepSchemas = StepSchemas> {
  /** 1-based step of the SPEC's count; a done page that is not one of the steps has none */
  step?: number;
  /** the page's heading */
  title: string;
  /** the step schema whose data the page's form edits: the server's refusals of it open here */
  edits?: keyof S & string;
  /** the address after the flow's base: default '' for step 1, `step{n}` for step n, `done` */
  path?: string;
  /** the page after the flow: top of the page, the heading focused, every step marked done */
  done?: true;
  /** a state that shows another state's page (a call under way, a failed call: the review) */
  shows?: string;
}

export interface FlowInput<S extends StepSchemas> {
  /** a draft restored from storage, already parsed with the steps' schemas (`parseDraft`) */
  draft?: StepData<S> | null;
}

export type FlowEvent =
  /** a step's form was submitted with its data (parsed again by the `stepValid` guard) */
  | { type: 'step.submit'; data: unknown }
  /** back to the previous step (a back button, or the browser's back) */
  | { type: 'step.back' }
  /** the browser's forward button: go on to the next step when this step's data is kept */
  | { type: 'step.forward' }
  /** a review's change link: open the step that owns `field` and focus it */
  | { type: 'step.change'; field: string }
  /** try the failed call again */
  | { type: 'step.retry' };

/** Anything a rejected actor carries: the server's 422 fields or its message. */
interface ErrorEvent {
  type: string;
  error?: unknown;
}

export const PROBLEM_FALLBACK = '連線發生問題，資料尚未送出，請稍後再試。';

export function initialFlowContext<S extends StepSchemas>(input: FlowInput<S> | undefined): FlowContext<S> {
  return {
    // no input, no draft or a null one: spreading them gives no step
    data: { ...input?.draft } as StepData<S>,
    fieldErrors: null,
    problem: null,
    focus: null,
    result: null,
    changing: false,
  };
}

type StepParams<S extends StepSchemas> = { step: keyof S & string };
type GuardArgs<S extends StepSchemas> = { context: FlowContext<S>; event: FlowEvent };
/** done/error events of invoked actors reach the actions too, though the machine's types list only its own */
const errorOf = (event: FlowEvent): unknown => (event as unknown as ErrorEvent).error;

/**
 * Parameterised guards: `{ type: 'stepValid', params: { step: 'form' } }`. Each guard that reads an
 * event's payload is only written on that event; `assertEvent` makes a wrong use throw instead of
 * quietly refusing.
 */
export function flowGuards<S extends StepSchemas>(steps: S) {
  return {
    /** the submitted data passes the step's schema (the same one its form used) */
    stepValid: ({ event }: GuardArgs<S>, { step }: StepParams<S>) => {
      assertEvent(event, 'step.submit');
      return stepAccepts(steps, step, event.data);
    },
    /** the step's data is kept and still valid (browser forward, a restored draft) */
    stepKept: ({ context }: GuardArgs<S>, { step }: StepParams<S>) => stepAccepts(steps, step, context.data[step]),
    /** a change link opened the step being sent: once accepted it returns to the review */
    changing: ({ context }: GuardArgs<S>) => context.changing,
    /** a step sent after a review's change link opened it: it returns to the review */
    validAfterChange: ({ context, event }: GuardArgs<S>, { step }: StepParams<S>) => {
      assertEvent(event, 'step.submit');
      return context.changing && stepAccepts(steps, step, event.data);
    },
    /** a review's change link names a field of this step */
    changesStep: ({ event }: GuardArgs<S>, { step }: StepParams<S>) => {
      assertEvent(event, 'step.change');
      return stepOfField(steps, event.field) === step;
    },
    /** the server said no because the record moved on meanwhile (409): someone else decided first */
    conflicted: ({ event }: GuardArgs<S>) => (errorOf(event) as { status?: unknown } | undefined)?.status === 409,
    /** the server refused the call, and its first refused field belongs to this step */
    errorsOnStep: ({ event }: GuardArgs<S>, { step }: StepParams<S>) => {
      const errors = fieldErrorsOf(errorOf(event));
      const first = errors ? Object.keys(errors)[0] : undefined;
      return first !== undefined && stepOfField(steps, first) === step;
    },
  };
}

/** Parameterised actions; `saveDraft`/`clearDraft` are placeholders the screen provides. */
export function flowActions<S extends StepSchemas>(steps: S) {
  const withoutStepErrors = (errors: Record<string, string[]> | null, step: keyof S) => {
    if (!errors) return null;
    const left = Object.entries(errors).filter(([field]) => stepOfField(steps, field) !== step);
    return left.length ? Object.fromEntries(left) : null;
  };
  return {
    /** keep the step's parsed data; its fields' old server messages no longer apply */
    keepStep: assign<FlowContext<S>, FlowEvent, StepParams<S>, FlowEvent, never>(
      ({ context, event }: GuardArgs<S>, { step }: StepParams<S>) => ({
        data: { ...context.data, [step]: parseStep(steps, step, (event as { data: unknown }).data) },
        fieldErrors: withoutStepErrors(context.fieldErrors, step),
        problem: null,
        focus: null,
      }),
    ),
    /** drop a step's data (a spent captcha answer, say): the member gives it again */
    forgetStep: assign<FlowContext<S>, FlowEvent, StepParams<S>, FlowEvent, never>(
      ({ context }: GuardArgs<S>, { step }: StepParams<S>) => {
        const { [step]: _dropped, ...rest } = context.data;
        return { data: rest as StepData<S> };
      },
    ),
    keepFieldErrors: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>(({ event }: GuardArgs<S>) => ({
      fieldErrors: fieldErrorsOf(errorOf(event)),
      problem: null,
    })),
    keepProblem: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>(({ event }: GuardArgs<S>) => ({
      problem: problemOf(errorOf(event), PROBLEM_FALLBACK),
    })),
    keepResult: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>(({ event }) => ({
      result: (event as unknown as { output?: unknown }).output ?? null,
    })),
    clearProblem: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>({ problem: null }),
    /** a change link: the step opens on the field it names, and returns to the review once sent */
    keepFocus: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>(({ event }: GuardArgs<S>) => {
      assertEvent(event, 'step.change');
      return { focus: event.field, changing: true };
    }),
    /** the review shows (its `entry`): a change link opened before is closed, the next step sent goes on as usual */
    endChange: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>({ changing: false, focus: null }),
    /** Placeholder: the screen saves `context.data` (sessionStorage, by flow, member and record). */
    saveDraft: (_: GuardArgs<S>) => {},
    /** Placeholder: the screen removes the saved draft. */
    clearDraft: (_: GuardArgs<S>) => {},
  };
}

/** `valid('form')`, `keep('form')`, `owns('form')`: the kit's parameterised guards and actions by name. */
export const flowRefs = <S extends StepSchemas>() => ({
  valid: (step: keyof S & string) => ({ type: 'stepValid', params: { step } }) as const,
  kept: (step: keyof S & string) => ({ type: 'stepKept', params: { step } }) as const,
  owns: (step: keyof S & string) => ({ type: 'errorsOnStep', params: { step } }) as const,
  changes: (step: keyof S & string) => ({ type: 'changesStep', params: { step } }) as const,
  keep: (step: keyof S & string) => ({ type: 'keepStep', params: { step } }) as const,
  forget: (step: keyof S & string) => ({ type: 'forgetStep', params: { step } }) as const,
});

/** What a step's check asks the server: the step and its data, as its form sent them. */
export interface StepCheck<S extends StepSchemas = StepSchemas> {
  step: keyof S & string;
  data: unknown;
}

/** Every step's kept data together: what the final call sends (the steps merged, as the API reads them). */
export const mergedData = <S extends StepSchemas>(context: FlowContext<S>) =>
  Object.assign({}, ...Object.values(context.data)) as MergedOutput<S>;

/**
 * The kit's machine setup: the flow context and events, the shared guards and actions, and the
 * `submit` actor as a placeholder the screen provides (`useFlow`). `meta` is each state's page.
 * Flows that need a guard or an actor of their own pass it in `extra`.
 */
export function flowSetup<
  S extends StepSchemas,
  TResult,
  TInput extends FlowInput<S> = FlowInput<S>,
  G extends string = never,
>(
  steps: S,
  extra: {
    /** a flow's own guards on its context (a warranty opened with its product named) or on a step sent */
    guards?: Record<G, (args: { context: FlowContext<S>; event: FlowEvent }) => boolean>;
  } = {},
) {
  return setup({
    types: {} as { context: FlowContext<S>; events: FlowEvent; input: TInput; meta: FlowStepMeta<S> },
    guards: {
      ...flowGuards(steps),
      ...(extra.guards as Record<G, (args: { context: FlowContext<S>; event: FlowEvent }) => boolean>),
    },
    actions: flowActions(steps),
    actors: {
      submit: fromPromise<TResult, MergedOutput<S>>(async () => {
        throw new Error('the screen provides the submit actor (useFlow calls.submit)');
      }),
      /** a step the server is asked about when it is sent (see `checking`): the screen provides it */
      check: fromPromise<unknown, StepCheck<S>>(async () => {
        throw new Error('the screen provides the check actor (useFlow calls.check)');
      }),
    },
  });
}

/**
 * The transitions every step flow writes the same way, by the kit's names:
 * - `submit(step, next)`: a valid step goes on to `next`, or straight back to the review when a
 *   change link opened it; its data is kept and the draft saved;
 * - `forward(step, next)`: the browser's forward button, when the step's data is kept;
 * - `tail(...)`: the `submitting` and `failed` states after the review: a 422 goes back to the
 *   step that owns the first refused field, anything else is a problem shown with retry and back.
 */
export function flowTransitions<S extends StepSchemas>(review: string) {
  const refs = flowRefs<S>();
  type Step = keyof S & string;
  const submit = (step: Step, next: string) => [
    {
      guard: { type: 'validAfterChange', params: { step } } as const,
      target: review,
      actions: [refs.keep(step), 'saveDraft'] as const,
    },
    { guard: refs.valid(step), target: next, actions: [refs.keep(step), 'saveDraft'] as const },
  ];
  const forward = (step: Step, next: string) => ({ guard: refs.kept(step), target: next });
  const tail = <D extends object = never>({
    meta,
    owners,
    spent,
    done,
    conflict,
  }: {
    /** the review's page: the states of the call show it */
    meta: FlowStepMeta<S>;
    /** which state shows each step, in page order: a refusal of a step's field goes there */
    owners: readonly (readonly [Step, string])[];
    /** the review's captcha step: its answer is spent by any call, so it is asked again */
    spent?: Step;
    /** where a call that succeeded goes, when not simply to `done` keeping the answer */
    done?: D;
    /**
     * where a 409 goes (the record moved on meanwhile: someone decided first), its message kept as
     * the problem and the draft, made for the record as it was, dropped; else it is a failure
     */
    conflict?: string;
  }) => {
    const forgetSpent = spent ? [refs.forget(spent)] : [];
    const shows = { ...meta, edits: undefined, shows: review };
    return {
      submitting: {
        tags: ['busy'],
        meta: shows,
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }: { context: FlowContext<S> }) => mergedData(context),
          onDone: done ?? ({ target: 'done', actions: ['keepResult', 'clearDraft'] } as const),
          onError: [
            ...(conflict
              ? [{ guard: 'conflicted', target: conflict, actions: ['keepProblem', 'clearDraft'] } as const]
              : []),
            ...owners.map(([step, target]) => ({
              guard: refs.owns(step),
              target,
              actions: ['keepFieldErrors', ...forgetSpent] as const,
            })),
            { target: 'failed', actions: 'keepProblem' } as const,
          ],
        },
      },
      failed: {
        meta: shows,
        on: {
          'step.retry': { target: 'submitting', actions: 'clearProblem' },
          'step.back': { target: review, actions: ['clearProblem', ...forgetSpent] as const },
        },
      },
    } as const;
  };
  /**
   * A step the server is asked about when it is sent (an invoice already claimed, a slot already
   * full): `sendChecked(step, 'checkingX')` on the step's page, and `checking({...})` as the state
   * `checkingX`. Once the server says yes the step goes on (or back to the review after a change
   * link) and the draft is saved; a refusal returns to the page by its field, a failed call with
   * the problem, the step not kept either way.
   */
  const sendChecked = (step: Step, checkingState: string) => ({
    guard: refs.valid(step),
    target: checkingState,
    actions: refs.keep(step),
  });
  const checking = ({
    step,
    page,
    next,
    meta,
  }: {
    step: Step;
    /** the step's page: where a refusal shows */
    page: string;
    next: string;
    meta: FlowStepMeta<S>;
  }) =>
    ({
      tags: ['busy'],
      meta: { ...meta, edits: undefined, shows: page },
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }: { context: FlowContext<S> }) => ({ step, data: context.data[step] }),
        onDone: [
          { guard: 'changing', target: review, actions: 'saveDraft' },
          { target: next, actions: 'saveDraft' },
        ],
        onError: [
          // the draft forgets it too: a reload must not bring back what the server refused
          { guard: refs.owns(step), target: page, actions: ['keepFieldErrors', refs.forget(step), 'saveDraft'] },
          { target: page, actions: ['keepProblem', refs.forget(step), 'saveDraft'] },
        ],
      },
    }) as const;
  return { ...refs, submit, forward, tail, sendChecked, checking };
}
