import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { flowGraphOf, flowMoves, leafPathOf } from '../../machines/flow-graph';
import { repairMachine } from '../../machines/repair.machine';
import { warrantyMachine } from '../../machines/warranty.machine';

/** The graph flow insight checks reports against (docs/decisions/flow-insight.md). */
describe('machines/flow-graph.ts', () => {
  it('a nested flow: moves name leaf paths, a compound target settles in its initial leaf, eventless steps followed', () => {
    const graph = flowGraphOf(repairMachine);
    // `opening` decides the kind at once: the run starts in a kind's first page
    expect(graph.has({ from: null, event: 'xstate.init', to: 'fast.choosingProduct' })).toBe(true);
    expect(graph.states.has('fast.booking')).toBe(true);
    expect(graph.has({ from: 'fast.choosingProduct', event: 'step.submit', to: 'fast.booking' })).toBe(true);
    // no teleport: a kind's page never leads into another kind
    expect(graph.has({ from: 'fast.choosingProduct', event: 'step.submit', to: 'deep.choosingProduct' })).toBe(false);
  });

  it('what a real actor does is a move of the graph: the warranty walked from a product link', () => {
    const actor = createActor(warrantyMachine.provide({ actors: { submit: fromPromise(async () => ({})) } } as never), {
      input: { direct: false, utm: {}, linked: null } as never,
    });
    actor.start();
    const first = leafPathOf(actor.getSnapshot().value);
    expect(flowGraphOf(warrantyMachine).has({ from: null, event: 'xstate.init', to: first })).toBe(true);
  });

  it('the version follows the graph: a new target changes it, a new title does not', () => {
    const make = (title: string, target: string) =>
      createMachine({
        id: 'probe',
        initial: 'a',
        states: {
          a: { meta: { title }, on: { go: target } },
          b: { on: { back: 'a' } },
          c: {},
        },
      });
    const base = flowGraphOf(make('一', 'b')).version;
    expect(flowGraphOf(make('二', 'b')).version).toBe(base);
    expect(flowGraphOf(make('一', 'c')).version).not.toBe(base);
    expect(flowMoves(make('一', 'b'))).toEqual([
      { from: null, event: 'xstate.init', to: 'a' },
      { from: 'a', event: 'go', to: 'b' },
      { from: 'b', event: 'back', to: 'a' },
    ]);
  });
});
