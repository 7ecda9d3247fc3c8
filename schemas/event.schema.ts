import { z } from 'zod';
import { PageLinksSchema, PageMetaSchema } from './api-envelope.schema';
import { ImageSchema } from './image.schema';

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
  /**
   * The lowest ticket price above zero (null: every ticket free, or none set up yet). Content, so in
   * the cached page: a ticket's change is saved with its event (staff-events.service), which tells
   * the public cache. Seats left are not: they move with every order (`/event_availability`).
   */
  price_from: z.number().int().nullable(),
  categories: z.array(EventCategorySchema),
  link: z.string(),
});
export type EventCard = z.infer<typeof EventCardSchema>;
/** a list of event cards: an event's recommended events, the member's saved events */
export const EventCardsResponse = z.object({ data: z.array(EventCardSchema) });

export const EventSchema = EventCardSchema.extend({
  place_address: z.string(),
  /** sanitised HTML */
  body: z.string(),
});
export type Event = z.infer<typeof EventSchema>;

/** SPEC §3 event home: `top` (featured) and a paged `list`, the same shape as news. */
export const EventTopListResponse = z.object({
  data: z.object({
    top: z.array(EventCardSchema),
    list: z.object({ data: z.array(EventCardSchema), meta: PageMetaSchema, links: PageLinksSchema }),
  }),
});
export const EventResponse = z.object({ data: EventSchema });
