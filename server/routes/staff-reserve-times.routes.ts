import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import {
  ReserveTimeCapacitySchema,
  ReserveTimesCloseSchema,
  ReserveTimesOpenSchema,
  StaffReserveTimesQuerySchema,
} from '../../schemas/staff-reserve-time.schema';
import { validate } from '../http/validate';
import { listReserveStores } from '../services/service-options.service';
import {
  closeReserveTimes,
  listStaffReserveTimes,
  openReserveTimes,
  setReserveTimeCapacity,
} from '../services/staff-reserve-times.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const service = requireRole('service');

/**
 * The fast-repair counters' calendars (issue 28 item 2, role `service`): a store's slots with
 * their bookings, times opened with a capacity, a capacity changed, a day or a time closed (its
 * bookings cancelled and mailed). Roles on each route (staff.routes.ts says why).
 */
export function staffReserveTimeRoutes() {
  return new Hono<StaffEnv>()
    .get('/reserve-stores', service, async (c) =>
      c.json({ data: (await listReserveStores(c.var.deps.db, { page: 1, per_page: 500 })).data }),
    )
    .get('/reserve-times', service, validate('query', StaffReserveTimesQuerySchema), async (c) =>
      c.json({ data: await listStaffReserveTimes(c.var.deps.db, c.req.valid('query')) }),
    )
    .post('/reserve-times', service, validate('json', ReserveTimesOpenSchema), async (c) =>
      c.json({ data: await openReserveTimes(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .post('/reserve-times/close', service, validate('json', ReserveTimesCloseSchema), async (c) =>
      c.json({ data: await closeReserveTimes(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .put(
      '/reserve-times/:id',
      service,
      validate('param', IdParam),
      validate('json', ReserveTimeCapacitySchema),
      async (c) =>
        c.json({
          data: await setReserveTimeCapacity(
            c.var.deps.db,
            staffActor(c),
            c.req.valid('param').id,
            c.req.valid('json').capacity,
          ),
        }),
    );
}
