import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactMachine } from '../../machines/contact.machine';
import { eventApplyMachine } from '../../machines/event-apply.machine';
import { flowGraphOf, flowMoves, flowNodes, flowStates } from '../../machines/flow-graph';
import { giftApplyMachine } from '../../machines/gift-apply.machine';
import { inhomeMachine } from '../../machines/inhome.machine';
import { refundMachine } from '../../machines/refund.machine';
import { repairMachine } from '../../machines/repair.machine';
import { waitlistMachine } from '../../machines/waitlist.machine';
import { warrantyMachine } from '../../machines/warranty.machine';
import { INSIGHT_FLOWS, type InsightFlow } from '../../schemas/flow-insight.schema';
import { PROJECT_ROOT } from '../support/flow-files';

/**
 * server/domain/flow-graph.data.ts is the member flows' graphs as the server checks reported moves
 * against them (flow insight): drawn from the machines here, since the server does not import
 * machines/ (DESIGN.md: schemas ← machines ← src, schemas ← server). Every test run compares it
 * with the machines and fails when one changed; `npm run flows:diagrams` (FLOW_DIAGRAMS=write)
 * writes it again, with the diagrams, so a changed graph is committed on purpose — and the
 * version the browser computes from its machine is the one the server knows.
 */
const MACHINES = {
  contact: contactMachine,
  'event-apply': eventApplyMachine,
  'gift-apply': giftApplyMachine,
  inhome: inhomeMachine,
  refund: refundMachine,
  repair: repairMachine,
  waitlist: waitlistMachine,
  warranty: warrantyMachine,
} satisfies Record<InsightFlow, unknown>;

const FILE = `${PROJECT_ROOT}server/domain/flow-graph.data.ts`;

function drawn(): string {
  const graphs = INSIGHT_FLOWS.map((flow) => {
    const machine = MACHINES[flow];
    const moves = flowMoves(machine).map((m) => [m.from, m.event, m.to]);
    const nodes = flowNodes(machine).map((n) => `      ${JSON.stringify(n)},`);
    return `  ${JSON.stringify(flow)}: {\n    version: ${JSON.stringify(flowGraphOf(machine).version)},\n    states: ${JSON.stringify(flowStates(machine))},\n    moves: [\n${moves.map((m) => `      ${JSON.stringify(m)},`).join('\n')}\n    ],\n    nodes: [\n${nodes.join('\n')}\n    ],\n  },`;
  });
  return `// Generated from machines/ by tests/machines/flow-graph-data.test.ts (\`npm run flows:diagrams\`): do not edit.
import type { InsightFlow } from '../../schemas/flow-insight.schema';

/**
 * A member flow's graph: its version, its leaf states, its moves as [from (null: the start), event,
 * to], and its leaves in the machine's order with their step and title (the console's diagram).
 */
export interface FlowGraphData {
  version: string;
  states: readonly string[];
  moves: readonly (readonly [string | null, string, string])[];
  nodes: readonly { state: string; step: number | null; title: string | null; final: boolean }[];
}

export const FLOW_GRAPHS: Record<InsightFlow, FlowGraphData> = {
${graphs.join('\n')}
};
`;
}

describe('server/domain/flow-graph.data.ts', () => {
  it("holds every recorded flow's graph as its machine has it now", () => {
    const text = drawn();
    if (process.env.FLOW_DIAGRAMS === 'write' && (!existsSync(FILE) || readFileSync(FILE, 'utf8') !== text))
      writeFileSync(FILE, text);
    const committed = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
    expect(committed === text, 'out of date with machines/: run `npm run flows:diagrams` and commit it').toBe(true);
  });
});
