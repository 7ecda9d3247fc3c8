import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { pageQuery } from './page-query.schema';

/**
 * SPEC §3 reserveTimes: the fast-repair counter's slots. Each has a capacity; `remaining` is what
 * is left to book (a slot with none left is shown, but cannot be picked).
 */
export const ReserveTimeSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** `HH:mm`, Taipei time */
  time: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
});
export type ReserveTime = z.infer<typeof ReserveTimeSchema>;

/** `GET /option/reserve_times?date=`: one day's slots (every bookable day's without a date). */
export const ReserveTimesQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 500 }).extend({
  date: dateStringSchema.optional(),
});
export const ReserveTimesResponse = pagedEnvelope(ReserveTimeSchema);

/** A fast repair takes about 40 minutes at best (SPEC §1): the reminder's length. */
export const FAST_REPAIR_MINUTES = 40;
