/**
 * The flow oracle (issue 21): what a person must see after each event on each page of a step
 * flow, written from the SPEC and the flow kit's promises, NOT read from the machine. The paths
 * a model generates from a machine replay that machine against itself; the oracle is the second
 * opinion that a broken machine cannot rewrite.
 *
 * `checkFlowOracle` explores the oracle's own states breadth-first: from each one it tries every
 * event of the test model on a fresh actor (replaying the events that led there), and compares
 * what the actor did with what the oracle says a person must see:
 * - the page (state) and its step number of the SPEC's count, the page's heading;
 * - the steps whose data is kept (and so sent), a change link's return to the review;
 * - whether refused fields or a problem are shown; whether a draft is saved, or cleared once sent;
 * - what the final call sends (every kept step, merged), and that the flow ends on its done page.
 * Unhappy and sideways edges count as much as the happy path: every event is tried everywhere.
 *
 * Framework-free (throws on the first difference), like machine-paths.ts.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fieldErrorsOf, type StepSchemas, stepOfField } from '../../schemas/flow-steps';
import type { MachineModel } from './machine-model';
import { DONE, deliver, ERROR, type MachineRun, startRun } from './machine-run';

/** A page of the flow as the SPEC has it. */
export interface OraclePage {
  /** the machine state that shows it */
  state: string;
  /** the step schema its form edits (the review's: its captcha or confirmation) */
  edits: string;
  /** its number in the SPEC's count of steps */
  step: number;
  /** its heading */
  title: string;
}

export interface FlowOracleSpec<S extends StepSchemas = StepSchemas> {
  steps: S;
  /** the pages in the order a person meets them; the last one is the review */
  pages: readonly OraclePage[];
  /** the page after the flow: its state, heading and, where the SPEC counts it, its step number */
  done: { state: string; title: string; step?: number };
  /** other ends of the flow, each a done page of its own (a paid order on its way to the gateway) */
  ends?: readonly { state: string; title: string; step?: number }[];
  /** the state of the final call under way, and the one of a failed call */
  submitting?: string;
  failed?: string;
  /** states where a step is asked of the server as it is sent (`checking`): the page waits, like a send */
  checking?: readonly string[];
  /** the review's captcha step: any call spends its answer, so it is asked again */
  spent?: keyof S & string;
  /** steps kept from the start (a repair's kind) */
  initial?: Partial<Record<keyof S & string, unknown>>;
  /**
   * Flow-specific rules the linear model does not cover (a kind's extra page, a step checked
   * with the server, a payment): return the next oracle state, or undefined for the default.
   */
  special?: (state: OracleState, event: EventObject, spec: FlowOracleSpec<S>) => OracleState | undefined;
}

/** What a person has before them, and what the flow holds for them. */
export interface OracleState {
  state: string;
  /** the steps kept so far, with the data their form sent */
  kept: Record<string, unknown>;
  /** a change link opened this page: sending it returns to the review */
  changing: boolean;
  /** the step whose fields the server refused (shown by them until that step is sent again) */
  errors: string | null;
  /** a failure no field is to blame for is shown, with retry */
  problem: boolean;
  /** a draft is in storage */
  draft: boolean;
}

function accepts(steps: StepSchemas, step: string, data: unknown): boolean {
  const schema = steps[step];
  return schema ? schema.safeParse(data).success : false;
}

/** The linear flow the kit promises (DESIGN "Flows are machines", issue 20). */
export function linearNext<S extends StepSchemas>(
  s: OracleState,
  event: EventObject,
  spec: FlowOracleSpec<S>,
): OracleState {
  const next = step(s, event, spec);
  const review = spec.pages[spec.pages.length - 1] as OraclePage;
  // the review shows every answer: a change link opened before is closed once it shows
  return next.state === review.state && next !== s ? { ...next, changing: false } : next;
}

function step<S extends StepSchemas>(s: OracleState, event: EventObject, spec: FlowOracleSpec<S>): OracleState {
  const special = spec.special?.(s, event, spec);
  if (special) return special;
  const { pages, steps } = spec;
  const review = pages[pages.length - 1] as OraclePage;
  const submitting = spec.submitting ?? 'submitting';
  const failed = spec.failed ?? 'failed';
  const forgetSpent = (kept: Record<string, unknown>) => {
    if (!spec.spent) return kept;
    const { [spec.spent]: _spent, ...rest } = kept;
    return rest;
  };
  const index = pages.findIndex((p) => p.state === s.state);
  const page = pages[index];
  const data = (event as { data?: unknown }).data;

  if (page && page !== review) {
    if (event.type === 'step.submit' && accepts(steps, page.edits, data)) {
      const next = s.changing ? review : (pages[index + 1] as OraclePage);
      return {
        ...s,
        state: next.state,
        kept: { ...s.kept, [page.edits]: data },
        changing: next === review ? false : s.changing,
        errors: s.errors === page.edits ? null : s.errors,
        problem: false,
        draft: true,
      };
    }
    if (event.type === 'step.back' && index > 0) return { ...s, state: (pages[index - 1] as OraclePage).state };
    if (event.type === 'step.forward' && page.edits in s.kept) {
      return { ...s, state: (pages[index + 1] as OraclePage).state };
    }
    return s;
  }
  if (page === review) {
    if (event.type === 'step.submit' && accepts(steps, review.edits, data)) {
      const saves = review.edits !== spec.spent;
      return {
        ...s,
        state: submitting,
        kept: { ...s.kept, [review.edits]: data },
        errors: s.errors === review.edits ? null : s.errors,
        draft: s.draft || saves,
      };
    }
    if (event.type === 'step.back') return { ...s, state: (pages[index - 1] as OraclePage).state };
    if (event.type === 'step.change') {
      const owner = stepOfField(steps, (event as unknown as { field: string }).field);
      const target = pages.find((p) => p.edits === owner && p !== review);
      return target ? { ...s, state: target.state, changing: true } : s;
    }
    return s;
  }
  if (s.state === submitting) {
    if (event.type.startsWith(DONE)) return { ...s, state: spec.done.state, draft: false, changing: false };
    if (event.type.startsWith(ERROR)) {
      const errors = fieldErrorsOf((event as { error?: unknown }).error);
      const first = errors ? Object.keys(errors)[0] : undefined;
      const owner = first === undefined ? undefined : stepOfField(steps, first);
      const target = pages.find((p) => p.edits === owner);
      if (target) return { ...s, state: target.state, kept: forgetSpent(s.kept), errors: target.edits, problem: false };
      return { ...s, state: failed, problem: true };
    }
    return s;
  }
  if (s.state === failed) {
    if (event.type === 'step.retry') return { ...s, state: submitting, problem: false };
    if (event.type === 'step.back') return { ...s, state: review.state, kept: forgetSpent(s.kept), problem: false };
  }
  return s;
}

/** What the oracle says the page of a state is: its step number and heading. */
function pageOf(spec: FlowOracleSpec, state: string): { step?: number; title: string } | null {
  const review = spec.pages[spec.pages.length - 1] as OraclePage;
  if (state === spec.done.state) return spec.done;
  const end = spec.ends?.find((e) => e.state === state);
  if (end) return end;
  if (state === (spec.submitting ?? 'submitting') || state === (spec.failed ?? 'failed')) return review;
  return spec.pages.find((p) => p.state === state) ?? null;
}

const stableKey = (s: OracleState) =>
  JSON.stringify([s.state, Object.keys(s.kept).sort(), s.changing, s.errors, s.problem, s.draft]);

/** what a run saved as drafts, in order ('save' with the steps it held, or 'clear') */
function draftsOf(run: MachineRun) {
  return run.effects.flatMap((e) =>
    'action' in e && (e.action === 'saveDraft' || e.action === 'clearDraft')
      ? [
          {
            kind: e.action === 'saveDraft' ? 'save' : 'clear',
            data: (e.context as { data: Record<string, unknown> }).data,
          },
        ]
      : [],
  );
}
const sentCalls = (run: MachineRun) =>
  run.effects.filter((e) => 'invoke' in e && e.src === 'submit') as { input: unknown }[];

/** Sends one event as the UI or the server would; false when it cannot happen (no call to answer). */
const send = async (run: MachineRun, event: EventObject) => (await deliver(run, event)) !== 'not-running';

function trail(events: EventObject[], label: (e: EventObject) => string) {
  return events.length ? events.map(label).join(' → ') : '(start)';
}

/**
 * Explores the oracle and replays every event of `model` from each of its states on the model's
 * machine; throws with the events that led there on the first difference. Returns how many
 * oracle states and (state, event) pairs were checked.
 */
export async function checkFlowOracle<S extends StepSchemas>(
  model: MachineModel,
  spec: FlowOracleSpec<S>,
  options: { input?: unknown; maxStates?: number } = {},
): Promise<{ states: number; checks: number }> {
  const label = model.eventLabel;
  // one name per flow in every layer (issue 20): the machine is called what its file and model are
  if (model.machine.id !== model.name) {
    throw new Error(`the machine's id is "${model.machine.id}", its flow is "${model.name}"`);
  }
  const input = options.input ?? model.input ?? {};
  const merge = (kept: Record<string, unknown>) =>
    Object.assign(
      {},
      ...Object.keys(spec.steps)
        .filter((step) => step in kept)
        .map((step) => (spec.steps[step] as S[keyof S]).parse(kept[step])),
    );
  const initial: OracleState = {
    state: (spec.pages[0] as OraclePage).state,
    kept: { ...(spec.initial ?? {}) },
    changing: false,
    errors: null,
    problem: false,
    draft: false,
  };
  const queue: { s: OracleState; events: EventObject[] }[] = [{ s: initial, events: [] }];
  const seen = new Set([stableKey(initial)]);
  let checks = 0;

  const compare = (run: MachineRun, expected: OracleState, events: EventObject[], sentBefore: number) => {
    const where = trail(events, label);
    const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
    if (run.errors.length) throw new Error(`after ${where}: the actor failed: ${String(run.errors[0])}`);
    const value = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
    const fail = (what: string): never => {
      throw new Error(`after ${where}: ${what}`);
    };
    if (value !== expected.state) fail(`a person must be on "${expected.state}", the machine is on "${value}"`);
    const page = pageOf(spec as unknown as FlowOracleSpec, expected.state);
    const meta = Object.values(
      snapshot.getMeta() as Record<string, { step?: number; title?: string; edits?: string; done?: boolean }>,
    ).at(-1);
    if (page && (meta?.step !== page.step || meta?.title !== page.title)) {
      fail(`the page must say step ${page.step ?? '(done)'} 「${page.title}」, it says ${JSON.stringify(meta)}`);
    }
    // a form page's refusals open its error summary: the page must name the step it edits
    const formPage = spec.pages.find((p) => p.state === expected.state);
    if (formPage && meta?.edits !== formPage.edits) {
      fail(`the page edits step "${formPage.edits}", its meta says ${JSON.stringify(meta?.edits)}`);
    }
    const ending = expected.state === spec.done.state || spec.ends?.some((e) => e.state === expected.state);
    if (ending && meta?.done !== true) fail(`"${expected.state}" must be a done page`);
    if (meta?.done === true && snapshot.status !== 'done') fail('a done page must end the flow');
    const context = snapshot.context as {
      data: Record<string, unknown>;
      changing?: boolean;
      fieldErrors: unknown;
      problem: unknown;
      result: unknown;
    };
    const kept = Object.keys(context.data).sort().join();
    if (kept !== Object.keys(expected.kept).sort().join()) {
      fail(`the kept steps must be [${Object.keys(expected.kept).sort()}], the machine keeps [${kept}]`);
    }
    for (const [step, data] of Object.entries(expected.kept)) {
      const want = JSON.stringify((spec.steps[step] as S[keyof S]).parse(data));
      if (JSON.stringify(context.data[step]) !== want) fail(`step "${step}" must keep what its form sent`);
    }
    if (Boolean(context.changing) !== expected.changing) {
      fail(expected.changing ? 'a change link must bring the member back to the review' : 'no change link is open');
    }
    if ((context.fieldErrors !== null) !== (expected.errors !== null)) {
      fail(expected.errors ? "the server's refusals must be shown" : 'no refusal must be shown');
    }
    if ((context.problem !== null) !== expected.problem) {
      fail(expected.problem ? 'the problem must be shown with a retry' : 'no problem must be shown');
    }
    const submitting = spec.submitting ?? 'submitting';
    const drafts = draftsOf(run);
    if ((drafts.at(-1)?.kind === 'save') !== expected.draft) {
      fail(
        expected.draft
          ? 'the draft must be saved'
          : `no draft must be left (draft calls: ${drafts.map((d) => d.kind)})`,
      );
    }
    // the buttons wait (no second send) exactly while a call is under way: the send, a step's check
    const busy = expected.state === submitting || (spec.checking ?? []).includes(expected.state);
    if (snapshot.hasTag('busy') !== busy) fail(busy ? 'the page must wait for the call' : 'the page must not wait');
    // what a reload brings back: every step kept, as it was last sent, but the captcha's spent
    // answer (a call under way or a step being checked has its step kept before the draft has it)
    if (expected.draft && !busy) {
      const want = JSON.stringify(
        Object.keys(expected.kept)
          .filter((step) => step !== spec.spent)
          .sort()
          .map((step) => [step, (spec.steps[step] as S[keyof S]).parse(expected.kept[step])]),
      );
      const draft = drafts.at(-1)?.data ?? {};
      const held = JSON.stringify(
        Object.keys(draft)
          .sort()
          .map((step) => [step, draft[step]]),
      );
      if (held !== want) fail(`the draft must hold ${want}, it holds ${held}`);
    }
    if (expected.state === spec.done.state) {
      if (snapshot.status !== 'done') fail('the flow must have ended');
      if (context.result === null) fail('the done page must have what the call answered');
    }
    const calls = sentCalls(run);
    if (expected.state === submitting && calls.length > sentBefore) {
      const sent = JSON.stringify(calls.at(-1)?.input);
      const want = JSON.stringify(merge(expected.kept));
      if (sent !== want) fail(`the call must send every kept step merged: ${want}, it sent ${sent}`);
    }
  };

  while (queue.length) {
    const item = queue.shift() as { s: OracleState; events: EventObject[] };
    if (seen.size > (options.maxStates ?? 400)) throw new Error('the oracle has more states than expected');
    const probe = startRun(model.machine, { input });
    for (const e of item.events) await send(probe, e);
    const offered = model.events(probe.actor.getSnapshot() as never);
    probe.actor.stop();
    for (const event of offered) {
      const run = startRun(model.machine, { input });
      for (const e of item.events) await send(run, e);
      const before = sentCalls(run).length;
      const happened = await send(run, event);
      const expected = happened ? linearNext(item.s, event, spec) : item.s;
      const events = [...item.events, event];
      compare(run, expected, events, before);
      run.actor.stop();
      checks += 1;
      const key = stableKey(expected);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push({ s: expected, events });
      }
    }
  }
  return { states: seen.size, checks };
}
