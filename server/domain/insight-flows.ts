import type { AnyStateMachine } from 'xstate';
import { contactMachine } from '../../machines/contact.machine';
import { eventApplyMachine } from '../../machines/event-apply.machine';
import { type FlowGraph, flowGraphOf } from '../../machines/flow-graph';
import { giftApplyMachine } from '../../machines/gift-apply.machine';
import { inhomeMachine } from '../../machines/inhome.machine';
import { refundMachine } from '../../machines/refund.machine';
import { repairMachine } from '../../machines/repair.machine';
import { waitlistMachine } from '../../machines/waitlist.machine';
import { warrantyMachine } from '../../machines/warranty.machine';
import type { InsightFlow } from '../../schemas/flow-insight.schema';

/**
 * The machine of each recorded member flow. The one server file that reads machines/ (biome.json
 * allows this file alone): a reported move is checked against the flow's own graph
 * (machines/flow-graph.ts), not against a copy of it that could drift.
 */
export const INSIGHT_MACHINES: Record<InsightFlow, AnyStateMachine> = {
  contact: contactMachine,
  'event-apply': eventApplyMachine,
  'gift-apply': giftApplyMachine,
  inhome: inhomeMachine,
  refund: refundMachine,
  repair: repairMachine,
  waitlist: waitlistMachine,
  warranty: warrantyMachine,
};

/** A flow's graph as the server's machine has it now: its version, states, events and moves. */
export const insightGraphOf = (flow: InsightFlow): FlowGraph => flowGraphOf(INSIGHT_MACHINES[flow]);
