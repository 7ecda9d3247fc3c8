import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { idValue } from './id-param.schema';
import { LocationSchema } from './location.schema';
import { pageQuery } from './page-query.schema';

/** The location category (SPEC §3 location data) of the stores that do fast repair. */
export const FAST_REPAIR_STORE_CATEGORY = '速修服務';

/**
 * A store that takes fast-repair bookings (`GET /option/reserve_stores`): the location's name,
 * where it is and how to reach it, which the done page and the calendar reminder repeat.
 */
export const ReserveStoreSchema = LocationSchema.pick({
  id: true,
  name: true,
  full_address: true,
  phone: true,
  hours: true,
  map_link: true,
});
export type ReserveStore = z.infer<typeof ReserveStoreSchema>;
export const ReserveStoresResponse = pagedEnvelope(ReserveStoreSchema);

/**
 * SPEC §3 reserveTimes: the fast-repair counters' slots, each at one store. Each has a capacity;
 * `remaining` is what is left to book (a slot with none left is shown, but cannot be picked).
 */
export const ReserveTimeSchema = z.object({
  id: z.number().int(),
  /** the store (location id) whose counter the slot is at */
  store_id: z.number().int(),
  date: z.string(),
  /** `HH:mm`, Taipei time */
  time: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
});
export type ReserveTime = z.infer<typeof ReserveTimeSchema>;

/**
 * `GET /option/reserve_times?store_id=&date=`: a store's slots of one day (every bookable day's
 * without a date; every store's without a store).
 */
export const ReserveTimesQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 500 }).extend({
  store_id: idValue('門市編號').optional(),
  date: dateStringSchema.optional(),
});
export const ReserveTimesResponse = pagedEnvelope(ReserveTimeSchema);

/** A fast repair takes about 40 minutes at best (SPEC §1): the reminder's length. */
export const FAST_REPAIR_MINUTES = 40;
