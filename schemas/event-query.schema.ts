import { z } from 'zod';
import { EVENT_CATEGORY_TYPES, EVENT_COST_PLANS, EVENT_FORMATS } from './event.schema';
import { idValue, queryBoolean } from './id-param.schema';
import { pageQuery } from './page-query.schema';

/** The query strings of the event lists (SPEC §7), checked by the server. */
export const EventCategoriesQuery = z.object({
  type: z.enum(EVENT_CATEGORY_TYPES, { error: '活動分類類型只能是 theme 或 unit。' }).optional(),
});

/** SPEC §4 event filters; `category_id` may repeat as `category_id[]`. */
export const EventsQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  cost_plan: z.enum(EVENT_COST_PLANS, { error: '費用只能是 free 或 paid。' }).optional(),
  format: z.enum(EVENT_FORMATS, { error: '形式只能是 online 或 offline。' }).optional(),
  status: queryBoolean('報名狀態').optional(),
  category_id: z
    .union([idValue('活動分類編號'), z.array(idValue('活動分類編號')).max(20, '活動分類最多 20 個。')])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  /** the calendar's month, `YYYY-MM` (Taiwan time) */
  month: z
    .string()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, '月份格式為 YYYY-MM。')
    .optional(),
});
export type EventsQuery = z.infer<typeof EventsQuery>;
