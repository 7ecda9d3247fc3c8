import { z } from 'zod';
import { idValue } from './id-param.schema';

/**
 * What a list of events shows beside each card and the cached event answers cannot carry (they
 * change with every order or ticket edit): the lowest ticket price and the seats left now.
 */
export const EVENT_AVAILABILITY_STATES = ['open', 'full', 'closed'] as const;

export const EventAvailabilitySchema = z.object({
  event_id: z.number().int(),
  /** the lowest priced ticket above zero; null when every ticket is free (or none is set up) */
  price_from: z.number().int().nullable(),
  /** seats left over the sessions still open for sign-up */
  seats_left: z.number().int(),
  /** open: seats left; full: sign-up open but no seat left; closed: no session open for sign-up */
  state: z.enum(EVENT_AVAILABILITY_STATES),
});
export type EventAvailability = z.infer<typeof EventAvailabilitySchema>;
export const EventAvailabilityResponse = z.object({ data: z.array(EventAvailabilitySchema) });

/** `GET /api/event_availability?id[]=1&id[]=2`: up to one page of cards at a time. */
export const EventAvailabilityQuery = z.object({
  id: z
    .union([idValue('活動編號'), z.array(idValue('活動編號')).max(100, '活動最多 100 個。')])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
