import { z } from 'zod';
import { dateStringSchema } from './date-string.schema';

/**
 * Flow insight (issue 29, docs/decisions/flow-insight.md): the member flows whose moves the
 * browser reports, as their screens name them (`useFlow({ name })`). Staff flows are not counted.
 */
export const INSIGHT_FLOWS = [
  'contact',
  'event-apply',
  'gift-apply',
  'inhome',
  'refund',
  'repair',
  'waitlist',
  'warranty',
] as const;
export type InsightFlow = (typeof INSIGHT_FLOWS)[number];

export const isInsightFlow = (name: string): name is InsightFlow => (INSIGHT_FLOWS as readonly string[]).includes(name);

/** Phone or desktop, as the browser's own width says (schemas/breakpoints.ts), not the user agent. */
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** One batch carries at most this many moves: a flow makes a few per step. */
export const FLOW_EVENTS_MAX = 50;
/** A refused field's message is kept to this many characters. */
export const REASON_MAX = 120;
/** …and at most this many bytes (the route's own body limit, far below the API's 1 MiB). */
export const FLOW_EVENTS_MAX_BYTES = 16 * 1024;
/** A state no longer than a day is counted; a tab left open for a week is not a step's time. */
export const FLOW_MS_MAX = 24 * 60 * 60 * 1000;

/** A run: 32 hex digits the browser draws at random (crypto), nothing that names a member. */
export const RUN_ID_PATTERN = /^[0-9a-f]{32}$/;
const NAME = /^[A-Za-z0-9_.-]+$/;
/** A refused field's path (`purchase.invoice_number`, `photos.0`): its name only, never its value. */
const FIELD = /^[A-Za-z0-9_.[\]-]+$/;

const name = (label: string, max: number) =>
  z
    .string({ message: `請提供${label}。` })
    .min(1, `請提供${label}。`)
    .max(max, `${label}過長。`)
    .regex(NAME, `${label}格式不正確。`);

export const FlowMoveSchema = z.object({
  flow: z.enum(INSIGHT_FLOWS, { message: '沒有這個流程。' }),
  /** the machine's version as the browser's copy computed it (machines/flow-graph.ts) */
  version: z.string({ message: '請提供流程版本。' }).regex(/^[0-9a-f]{8}$/, '流程版本格式不正確。'),
  run: z.string({ message: '請提供流程編號。' }).regex(RUN_ID_PATTERN, '流程編號格式不正確。'),
  /** null: the run's start (machines/flow-graph.ts START_EVENT) */
  from: name('原狀態', 80).nullable(),
  event: name('事件', 120),
  to: name('新狀態', 80),
  /** the fields a 422 refused, by name */
  refused: z.array(z.string().max(80, '欄位名稱過長。').regex(FIELD, '欄位名稱格式不正確。')).max(30, '欄位過多。'),
  /**
   * the site's own message for each refused field, in the same order (`refused[i]`'s), with any
   * run of letters or digits the member could have typed masked in the browser (src/lib/flow-recorder.ts)
   */
  reasons: z.array(z.string().max(REASON_MAX, '訊息過長。')).max(30, '訊息過多。').default([]),
  /** time spent in `from` */
  ms: z
    .number({ message: '請提供停留時間。' })
    .int('停留時間須為整數。')
    .min(0, '停留時間不可為負。')
    .max(FLOW_MS_MAX, '停留時間過長。'),
  device: z.enum(DEVICE_CLASSES, { message: '裝置類別不正確。' }),
  /** the run went on from a draft kept in this tab */
  resumed: z.boolean({ message: '請提供是否續填。' }),
});
export type FlowMoveInput = z.input<typeof FlowMoveSchema>;

/** `POST /api/flow_events`: a batch of moves, sent by sendBeacon or a keepalive fetch. */
export const FlowEventsSchema = z.object({
  events: z
    .array(
      FlowMoveSchema.refine((m) => m.reasons.length <= m.refused.length, {
        path: ['reasons'],
        message: '訊息多於被退回的欄位。',
      }),
      { message: '請提供事件。' },
    )
    .min(1, '請提供事件。')
    .max(FLOW_EVENTS_MAX, `一次最多 ${FLOW_EVENTS_MAX} 筆事件。`),
});
export type FlowEventsInput = z.infer<typeof FlowEventsSchema>;

/** `GET /api/staff/flow_insight?flow=&from=&to=`: Taipei dates, both ends included, at most a year. */
export const FlowInsightQuerySchema = z
  .object({
    flow: z.enum(INSIGHT_FLOWS, { message: '沒有這個流程。' }),
    from: dateStringSchema,
    to: dateStringSchema,
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: '結束日期不可早於開始日期。' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: '期間最長一年。',
  });
export type FlowInsightQuery = z.infer<typeof FlowInsightQuerySchema>;
