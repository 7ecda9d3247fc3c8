import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { FlowStepMeta } from '../../machines/flow-kit';
import { stateNodes } from '../../src/components/flow/flow-pages';
import { machinesIn } from '../support/flow-files';

/**
 * SPEC §4 "Multi-step forms": contact (3), event apply (4), gift apply (4), refund (3),
 * cleaning/repair/fast-repair (4), inhome (2); and issue 20 item 8's waiting list (2). The step
 * indicator reads each state's meta, so the count a member sees is the graph's: every state says
 * its page, and the steps run 1…N.
 */
const SPEC_STEPS: Record<string, number> = {
  contact: 3,
  'event-apply': 4,
  inhome: 2,
  refund: 3,
  waitlist: 2,
  'gift-apply': 4,
  repair: 4,
  /** not in SPEC §4: its four data steps (product, purchase, photos, review), the page after them not one */
  warranty: 4,
};

describe('every flow counts its steps as the SPEC does', () => {
  for (const [name, count] of Object.entries(SPEC_STEPS)) {
    it(`${name}: ${count} steps, every state with its page`, async () => {
      const [machine] = (await machinesIn(name)) as [AnyStateMachine];
      // one name per flow in every layer (issue 20): the machine's id is its file's name
      expect(machine.id).toBe(name);
      // a page is a state that can be active on its own (a repair's kinds are branches of pages, not pages)
      const nodes = [...stateNodes(machine.root)].filter((node) => node.type === 'atomic' || node.type === 'final');
      const metas = nodes.map((node) => [node.key, node.meta as FlowStepMeta | undefined] as const);
      expect(
        metas.filter(([, meta]) => !meta?.title).map(([key]) => key),
        'states without a page',
      ).toEqual([]);
      const steps = new Set(metas.map(([, meta]) => meta?.step).filter((n): n is number => n !== undefined));
      expect([...steps].sort()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      const finals = nodes.filter((node) => node.type === 'final');
      expect(finals.length).toBeGreaterThan(0);
      for (const node of finals) expect((node.meta as FlowStepMeta).done, `${node.key} is a done page`).toBe(true);
      for (const node of nodes) {
        const shows = (node.meta as FlowStepMeta).shows;
        // a `shows` names a sibling, as a transition's target does
        if (shows) expect(node.parent?.states[shows], `${node.key} shows a state that exists`).toBeDefined();
      }
    });
  }
});
