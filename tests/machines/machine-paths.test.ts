import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, assign, fromPromise, setup } from 'xstate';
import {
  assertFullCoverage,
  coverageOf,
  coveragePaths,
  describePath,
  type MachinePath,
  replayPath,
} from '../support/machine-paths';

// a wizard with a back-edge (review → step.back → profile) and a guarded step
const wizardMachine = setup({
  types: {} as {
    context: { email: string | null };
    events: { type: 'step.next'; email?: string } | { type: 'step.back' } | { type: 'order.submit' };
  },
  guards: { emailValid: ({ event }) => event.type === 'step.next' && /^[^@]+@[^@]+$/.test(event.email ?? '') },
  actions: {
    keepEmail: assign({ email: ({ event }) => (event.type === 'step.next' ? (event.email ?? null) : null) }),
    trackSubmit: () => {},
  },
}).createMachine({
  id: 'wizard',
  initial: 'account',
  context: { email: null },
  states: {
    account: { on: { 'step.next': { guard: 'emailValid', target: 'profile', actions: 'keepEmail' } } },
    profile: { on: { 'step.next': 'review', 'step.back': 'account' } },
    review: { on: { 'step.back': 'profile', 'order.submit': { target: 'submitted', actions: 'trackSubmit' } } },
    submitted: { type: 'final' },
  },
});
const wizardEvents = [
  { type: 'step.next', email: 'a@b.co' },
  { type: 'step.next', email: 'nope' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'order.submit' },
];

/** Paths from a plain @xstate/graph generator, in the helper's shape. */
const asPaths = (paths: { steps: MachinePath['steps']; state: MachinePath['state'] }[]): MachinePath[] =>
  paths.map((p, i) => ({ name: `path ${i}`, input: undefined, steps: p.steps, state: p.state }));

describe('coveragePaths / assertFullCoverage', () => {
  it('covers every state and transition of a machine with back-edges', () => {
    const paths = coveragePaths(wizardMachine, { events: () => wizardEvents });
    expect(coverageOf(wizardMachine, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    expect(() => assertFullCoverage(wizardMachine, paths)).not.toThrow();
    expect(new Set(paths.map((p) => p.name)).size).toBe(paths.length);
  });

  it('fails for simple paths, which miss the back-edge', () => {
    const simple = asPaths(getSimplePaths(wizardMachine, { events: () => wizardEvents } as never) as never);
    expect(() => assertFullCoverage(wizardMachine, simple)).toThrow(
      /transitions never taken: wizard\.review\|step\.back\|0/,
    );
  });

  it('fails for a machine with an unreachable state', () => {
    const machine = setup({ types: {} as { events: { type: 'go' } } }).createMachine({
      id: 'orphaned',
      initial: 'a',
      states: {
        a: { on: { go: 'b' } },
        b: { type: 'final' },
        orphan: {
          initial: 'inner',
          states: { inner: { on: { go: 'done' } }, done: { type: 'final' } },
        },
      },
    });
    const paths = coveragePaths(machine, { events: () => [{ type: 'go' }] });
    expect(() => assertFullCoverage(machine, paths)).toThrow(
      /states never entered: orphaned\.orphan, orphaned\.orphan\.inner, orphaned\.orphan\.done/,
    );
    expect(() => assertFullCoverage(machine, paths)).toThrow(/transitions never taken: orphaned\.orphan\.inner\|go\|0/);
  });

  it('fails when a guarded branch is never taken', () => {
    // only a valid email is offered: the refused branch of `step.next` in account is never taken
    const machine = setup({
      types: {} as { events: { type: 'step.next'; ok: boolean } },
      guards: { ok: ({ event }) => event.ok },
    }).createMachine({
      id: 'guarded',
      initial: 'form',
      states: {
        form: { on: { 'step.next': [{ guard: 'ok', target: 'sent' }, { target: 'invalid' }] } },
        invalid: { on: { 'step.next': { guard: 'ok', target: 'sent' } } },
        sent: { type: 'final' },
      },
    });
    const onlyValid = coveragePaths(machine, { events: () => [{ type: 'step.next', ok: true }] });
    expect(() => assertFullCoverage(machine, onlyValid)).toThrow(/guarded\.form\|step\.next\|1/);
    expect(() => assertFullCoverage(machine, onlyValid)).toThrow(/states never entered: guarded\.invalid/);

    const both = coveragePaths(machine, {
      events: () => [
        { type: 'step.next', ok: true },
        { type: 'step.next', ok: false },
      ],
    });
    expect(() => assertFullCoverage(machine, both)).not.toThrow();
  });

  it('counts eventless transitions and states passed through within one step', () => {
    const machine = setup({
      types: {} as { context: { n: number }; events: { type: 'count.add'; by: number } },
      guards: { big: ({ context }) => context.n >= 10 },
    }).createMachine({
      id: 'counter',
      initial: 'idle',
      context: { n: 0 },
      states: {
        idle: {
          on: {
            'count.add': { target: 'judging', actions: assign({ n: ({ context, event }) => context.n + event.by }) },
          },
        },
        judging: { always: [{ guard: 'big', target: 'big' }, { target: 'idle' }] },
        big: { type: 'final' },
      },
    });
    const small = coveragePaths(machine, { events: () => [{ type: 'count.add', by: 1 }] });
    // n grows 1, 2, 3...: bound it by offering nothing past 3
    const bounded = coveragePaths(machine, {
      events: (s) => (s.context.n < 3 ? [{ type: 'count.add', by: 1 }] : []),
    });
    expect(() => assertFullCoverage(machine, bounded)).toThrow(/counter\.judging\|always\|0/);
    expect(coverageOf(machine, bounded).missingStates).toEqual(['counter.big']);
    const full = coveragePaths(machine, {
      events: (s) =>
        s.context.n < 3
          ? [
              { type: 'count.add', by: 1 },
              { type: 'count.add', by: 10 },
            ]
          : [],
    });
    expect(() => assertFullCoverage(machine, full)).not.toThrow();
    expect(small.length).toBeGreaterThan(0);
  });
});

// an invoking machine: fetch → done / error
const loaderMachine = setup({
  types: {} as { context: { items: string[]; error: string | null }; events: { type: 'list.load' } },
  actors: {
    fetchItems: fromPromise<string[], { page: number }>(async () => {
      throw new Error('provided by the screen');
    }),
  },
  actions: { reportFailure: () => {} },
}).createMachine({
  id: 'loader',
  initial: 'idle',
  context: { items: [], error: null },
  states: {
    idle: { on: { 'list.load': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchItems',
        src: 'fetchItems',
        input: { page: 1 },
        onDone: { target: 'loaded', actions: assign({ items: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: ['reportFailure', assign({ error: ({ event }) => String(event.error) })],
        },
      },
    },
    loaded: { type: 'final' },
    failed: { on: { 'list.load': 'loading' } },
  },
});
const loaderEvents = [
  { type: 'list.load' },
  { type: 'xstate.done.actor.fetchItems', output: ['茶壺', '砧板'] },
  { type: 'xstate.error.actor.fetchItems', error: 'HTTP 500' },
];

describe('replayPath', () => {
  const paths = coveragePaths(loaderMachine, { events: () => loaderEvents });

  it('covers a machine with invoke through xstate.done/error.actor events', () => {
    expect(() => assertFullCoverage(loaderMachine, paths)).not.toThrow();
    expect(paths.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'idle → list.load → loading → xstate.done.actor.fetchItems {"output":["茶壺","砧板"]} → loaded',
        'idle → list.load → loading → xstate.error.actor.fetchItems {"error":"HTTP 500"} → failed → list.load → loading → xstate.error.actor.fetchItems {"error":"HTTP 500"} → failed',
      ]),
    );
  });

  it('settles the stubbed actor so the real actor gets there by itself', async () => {
    for (const path of paths) {
      const { calls, invocations } = await replayPath(loaderMachine, path);
      expect(invocations[0]).toEqual({ id: 'fetchItems', input: { page: 1 } });
      const failures = path.steps.filter((s) => s.state.value === 'failed').length;
      expect(calls.map((c) => c.action)).toEqual(Array(failures).fill('reportFailure'));
      expect(calls.every((c) => c.eventType === 'xstate.error.actor.fetchItems')).toBe(true);
    }
  });

  it('fails when the real actor does not follow the path', async () => {
    const path = paths.find((p) => p.state.value === 'loaded') as MachinePath<typeof loaderMachine>;
    // an implementation that rejects where the model resolves
    const broken = fromPromise<string[], { page: number }>(async () => {
      throw new Error('boom');
    });
    await expect(replayPath(loaderMachine, path, { provide: { actors: { fetchItems: broken } } })).rejects.toThrow(
      /expected state loaded, the actor is in failed/,
    );
  });

  it('fails when a guard of the real actor disagrees with the model', async () => {
    const path = coveragePaths(wizardMachine, { events: () => wizardEvents }).find(
      (p) => p.state.value === 'submitted',
    ) as MachinePath<typeof wizardMachine>;
    await expect(replayPath(wizardMachine, path, { provide: { guards: { emailValid: () => false } } })).rejects.toThrow(
      /step 1 \(step\.next .*\): expected state profile, the actor is in account/,
    );
  });

  it('fails when a path settles an actor that is not running', async () => {
    const [init] = paths[0]?.steps ?? [];
    const bogus: MachinePath<typeof loaderMachine> = {
      name: 'done without loading',
      input: undefined,
      steps: [
        init as MachinePath<typeof loaderMachine>['steps'][number],
        { event: loaderEvents[1] as never, state: init?.state as never },
      ],
      state: init?.state as never,
    };
    await expect(replayPath(loaderMachine, bogus)).rejects.toThrow(/no invoked actor "fetchItems" is running/);
  });

  it('compares the context too', async () => {
    const path = paths.find((p) => p.state.value === 'loaded') as MachinePath<typeof loaderMachine>;
    const other = fromPromise<string[], { page: number }>(async () => ['別的']);
    await expect(replayPath(loaderMachine, path, { provide: { actors: { fetchItems: other } } })).rejects.toThrow(
      /expected context/,
    );
    await expect(
      replayPath(loaderMachine, path, { provide: { actors: { fetchItems: other } }, checkContext: false }),
    ).resolves.toBeDefined();
  });
});

describe('describePath', () => {
  it('gives the name and the event / state value of each step, starting at xstate.init', () => {
    const [path] = coveragePaths(loaderMachine as AnyStateMachine, { events: () => loaderEvents }).filter(
      (p) => p.state.value === 'loaded',
    );
    expect(describePath(path as MachinePath)).toEqual({
      name: 'idle → list.load → loading → xstate.done.actor.fetchItems {"output":["茶壺","砧板"]} → loaded',
      steps: [
        { event: { type: 'xstate.init' }, stateValue: 'idle', context: { items: [], error: null } },
        { event: { type: 'list.load' }, stateValue: 'loading', context: { items: [], error: null } },
        {
          event: { type: 'xstate.done.actor.fetchItems', output: ['茶壺', '砧板'] },
          stateValue: 'loaded',
          context: { items: ['茶壺', '砧板'], error: null },
        },
      ],
    });
  });
});
