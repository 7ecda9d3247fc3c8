import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import type { DeviceClass, InsightFlow } from './flow-insight.schema';

/**
 * The staff JSON of flow insight (`GET /api/staff/flow_insight`, docs/decisions/flow-insight.md)
 * and what the console names it by. Apart from flow-insight.schema.ts, whose limits and flow names
 * the member flows' recorder loads: the console shares no module with it (each import only of
 * types), so neither's code is a chunk of its own that every page's list of chunks must name.
 */

/** Each recorded flow as staff know it; its keys are the recorded flows (checked against INSIGHT_FLOWS's type). */
export const INSIGHT_FLOW_LABELS = {
  contact: '聯絡我們',
  'event-apply': '活動報名',
  'gift-apply': '贈品申請',
  inhome: '到府服務',
  refund: '退款申請',
  repair: '維修申請',
  waitlist: '候補登記',
  warranty: '保固登錄',
} as const satisfies Record<InsightFlow, string>;

/** The flows in the console's list, in INSIGHT_FLOW_LABELS's order. */
export const CONSOLE_FLOWS = Object.keys(INSIGHT_FLOW_LABELS) as InsightFlow[];
export const isConsoleFlow = (name: string): name is InsightFlow => Object.hasOwn(INSIGHT_FLOW_LABELS, name);

const DEVICES = ['phone', 'desktop'] as const satisfies readonly DeviceClass[];

const count = z.number().int();

/** One state on one day (or over the range): how many entered and left it, and the median time spent in it. */
export const FlowStateDaySchema = z.object({
  state: z.string(),
  /** moves into it */
  entries: count,
  /** distinct runs that entered it */
  runs: count,
  exits: count,
  /** runs whose last move (that day, or in the range) left them here: they stopped at this state */
  left: count,
  median_ms: z.number().nullable(),
  /** field name → how many times a 422 refused it, the member sent back to this state */
  refused: z.record(z.string(), count),
  /** field name → the site's message → how many times */
  reasons: z.record(z.string(), z.record(z.string(), count)),
});

export const FlowMoveDaySchema = z.object({ from: z.string().nullable(), event: z.string(), to: z.string(), count });

export const FlowInsightDaySchema = z.object({
  day: z.string(),
  device: z.enum(DEVICES),
  /** runs started fresh */
  starts: count,
  /** runs that went on from a kept draft */
  resumed: count,
  states: z.array(FlowStateDaySchema),
  moves: z.array(FlowMoveDaySchema),
});

/** A step of the funnel: the runs that reached any state of it, and those that stopped there. */
export const FlowFunnelStepSchema = z.object({
  /** the step's number; null for a final state (the flow's outcome) */
  step: z.number().int().nullable(),
  title: z.string(),
  states: z.array(z.string()),
  reached: count,
  left: count,
});

/** The range's figures for one device class, or both (`all`). */
export const FlowInsightTotalSchema = FlowInsightDaySchema.omit({ day: true, device: true }).extend({
  device: z.enum(['all', ...DEVICES]),
  funnel: z.array(FlowFunnelStepSchema),
});

/** The current machine's graph as the console draws it (server/domain/flow-graph.data.ts). */
export const FlowInsightGraphSchema = z.object({
  nodes: z.array(
    z.object({ state: z.string(), step: z.number().nullable(), title: z.string().nullable(), final: z.boolean() }),
  ),
  moves: z.array(z.object({ from: z.string().nullable(), event: z.string(), to: z.string() })),
});

/** The answer: one series per machine version (a changed machine never mixes with its old graph). */
export const FlowInsightSchema = z.object({
  flow: z.enum(CONSOLE_FLOWS as [InsightFlow, ...InsightFlow[]]),
  /** the version the server's machine has now */
  current_version: z.string(),
  graph: FlowInsightGraphSchema,
  series: z.array(
    z.object({
      version: z.string(),
      /** the first and last day the range holds moves of this version */
      first_day: z.string(),
      last_day: z.string(),
      days: z.array(FlowInsightDaySchema),
      totals: z.array(FlowInsightTotalSchema),
    }),
  ),
});
export type FlowInsight = z.infer<typeof FlowInsightSchema>;
export const FlowInsightResponse = dataEnvelope(FlowInsightSchema);
export type FlowInsightTotal = z.infer<typeof FlowInsightTotalSchema>;
export type FlowFunnelStep = z.infer<typeof FlowFunnelStepSchema>;
export type FlowInsightGraph = z.infer<typeof FlowInsightGraphSchema>;
