import { z } from 'zod';
import { PageLinksSchema, PageMetaSchema } from './api-envelope.schema';
import { idValue, queryBoolean } from './id-param.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';

export const EVENT_CATEGORY_TYPES = ['theme', 'unit'] as const;
export const EVENT_COST_PLANS = ['free', 'paid'] as const;
export const EVENT_FORMATS = ['online', 'offline'] as const;
export const EVENT_STATUSES = ['open', 'closed'] as const;

export const EventCategorySchema = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_CATEGORY_TYPES),
  subject: z.string(),
});
export type EventCategory = z.infer<typeof EventCategorySchema>;
export const EventCategoriesQuery = z.object({
  type: z.enum(EVENT_CATEGORY_TYPES, { error: '活動分類類型只能是 theme 或 unit。' }).optional(),
});
export const EventCategoriesResponse = z.object({ data: z.array(EventCategorySchema) });

export const EventCardSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  summary: z.string(),
  image: ImageSchema.nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  place_name: z.string(),
  cost_plan: z.enum(EVENT_COST_PLANS),
  format: z.enum(EVENT_FORMATS),
  /** open: sign-up is open (SPEC §4 status true); closed: it is not (false) */
  status: z.enum(EVENT_STATUSES),
  is_top: z.boolean(),
  categories: z.array(EventCategorySchema),
  link: z.string(),
});
export type EventCard = z.infer<typeof EventCardSchema>;

export const EventSchema = EventCardSchema.extend({
  place_address: z.string(),
  /** sanitised HTML */
  body: z.string(),
});
export type Event = z.infer<typeof EventSchema>;

/** SPEC §4 event filters; `category_id` may repeat as `category_id[]`. */
export const EventsQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  cost_plan: z.enum(EVENT_COST_PLANS, { error: '費用只能是 free 或 paid。' }).optional(),
  format: z.enum(EVENT_FORMATS, { error: '形式只能是 online 或 offline。' }).optional(),
  status: queryBoolean('報名狀態').optional(),
  category_id: z
    .union([idValue('活動分類編號'), z.array(idValue('活動分類編號')).max(20, '活動分類最多 20 個。')])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
export type EventsQuery = z.infer<typeof EventsQuery>;

/** SPEC §3 event home: `top` (featured) and a paged `list`, the same shape as news. */
export const EventTopListResponse = z.object({
  data: z.object({
    top: z.array(EventCardSchema),
    list: z.object({ data: z.array(EventCardSchema), meta: PageMetaSchema, links: PageLinksSchema }),
  }),
});
export const EventResponse = z.object({ data: EventSchema });
