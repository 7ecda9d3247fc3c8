import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { defineMachineModel, eventTypes } from '../support/machine-model';

// a door: open it (with the right code), close it, or break it (final states: broken, sealed); the
// input only changes the context, so each start has a finite graph
const doorMachine = setup({
  types: {} as {
    context: { opened: number };
    events:
      | { type: 'door.open'; code: string }
      | { type: 'door.close' }
      | { type: 'door.kick' }
      | { type: 'door.seal' };
    input: { opened: number };
  },
  guards: { rightCode: ({ event }) => event.type === 'door.open' && event.code === '1234' },
}).createMachine({
  id: 'door',
  initial: 'closed',
  context: ({ input }) => ({ opened: input.opened }),
  states: {
    closed: {
      on: {
        'door.open': { guard: 'rightCode', target: 'open' },
        'door.seal': 'sealed',
      },
    },
    open: { on: { 'door.close': 'closed', 'door.kick': 'broken' } },
    broken: { type: 'final' },
    sealed: { type: 'final' },
  },
});
const events = () => [
  { type: 'door.open', code: '1234' },
  { type: 'door.open', code: '0000' },
  { type: 'door.close' },
  { type: 'door.kick' },
  { type: 'door.seal' },
];

describe('defineMachineModel', () => {
  it('computes the coverage paths once, on first use', () => {
    let asked = 0;
    const model = defineMachineModel({
      name: 'door',
      machine: doorMachine,
      events: (s) => {
        asked += 1;
        return events().filter(() => s.status === 'active');
      },
      input: { opened: 0 },
    });
    expect(asked).toBe(0);
    const first = model.paths;
    expect(first.length).toBeGreaterThan(0);
    const calls = asked;
    expect(model.paths).toBe(first);
    expect(asked).toBe(calls);
  });

  it('explores each named start, and names its paths after it', () => {
    const model = defineMachineModel({
      name: 'door',
      machine: doorMachine,
      events,
      inputs: { '': { opened: 0 }, 'opened before': { opened: 5 } },
    });
    const names = model.paths.map((p) => p.name);
    expect(names).toContain('closed → door.seal → sealed');
    expect(names).toContain('(opened before) closed → door.seal → sealed');
    expect(model.paths.find((p) => p.name.startsWith('(opened before)'))?.input).toEqual({ opened: 5 });
  });

  it('takes the shortest path to a final state as the happy path by default', () => {
    const model = defineMachineModel({ name: 'door', machine: doorMachine, events, input: { opened: 0 } });
    expect(model.happyPaths().map((p) => p.name)).toEqual(['closed → door.seal → sealed']);
    // among a subset without it: the subset's own shortest path to a final state
    const kicked = model.paths.filter((p) => eventTypes(p).includes('door.kick'));
    expect(model.happyPaths(kicked).map((p) => eventTypes(p))).toEqual([['door.open', 'door.kick']]);
  });

  it('takes the happy paths the model names, by name or by a test', () => {
    const byName = defineMachineModel({
      name: 'door',
      machine: doorMachine,
      events,
      input: { opened: 0 },
      happy: ['closed → door.open {"code":"1234"} → open → door.kick → broken'],
    });
    expect(byName.happyPaths()).toHaveLength(1);
    const byTest = defineMachineModel({
      name: 'door',
      machine: doorMachine,
      events,
      input: { opened: 0 },
      happy: (p) => eventTypes(p).join() === 'door.open,door.kick',
    });
    expect(byTest.happyPaths().map((p) => p.name)).toEqual(byName.happyPaths().map((p) => p.name));
  });

  it('fails when a named happy path is not one of the generated paths', () => {
    const model = defineMachineModel({
      name: 'door',
      machine: doorMachine,
      events,
      input: { opened: 0 },
      happy: ['closed → door.kick → broken'],
    });
    expect(() => model.happyPaths()).toThrow('model "door": no generated path is named "closed → door.kick → broken"');
  });

  it('has no default happy path for a machine without final states', () => {
    const model = defineMachineModel({
      name: 'door',
      machine: doorMachine,
      events: () => events().filter((e) => e.type !== 'door.kick' && e.type !== 'door.seal'),
      input: { opened: 0 },
    });
    expect(model.happyPaths()).toEqual([]);
  });
});
