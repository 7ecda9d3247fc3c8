import { assign } from 'xstate';
import {
  fieldErrorsOf,
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
    data: { ...(input?.draft ?? {}) } as StepData<S>,
    fieldErrors: null,
    problem: null,
    focus: null,
    result: null,
  };
}

type StepParams<S extends StepSchemas> = { step: keyof S & string };
type GuardArgs<S extends StepSchemas> = { context: FlowContext<S>; event: FlowEvent };
/** done/error events of invoked actors reach the actions too, though the machine's types list only its own */
const errorOf = (event: FlowEvent): unknown => (event as unknown as ErrorEvent).error;

/** Parameterised guards: `{ type: 'stepValid', params: { step: 'form' } }`. */
export function flowGuards<S extends StepSchemas>(steps: S) {
  return {
    /** the submitted data passes the step's schema (the same one its form used) */
    stepValid: ({ event }: GuardArgs<S>, { step }: StepParams<S>) =>
      event.type === 'step.submit' && stepAccepts(steps, step, (event as { data: unknown }).data),
    /** the step's data is kept and still valid (browser forward, a restored draft) */
    stepKept: ({ context }: GuardArgs<S>, { step }: StepParams<S>) => stepAccepts(steps, step, context.data[step]),
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
    keepFocus: assign<FlowContext<S>, FlowEvent, undefined, FlowEvent, never>(({ event }: GuardArgs<S>) => ({
      focus: event.type === 'step.change' ? (event as { field: string }).field : null,
    })),
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
  keep: (step: keyof S & string) => ({ type: 'keepStep', params: { step } }) as const,
  forget: (step: keyof S & string) => ({ type: 'forgetStep', params: { step } }) as const,
});
