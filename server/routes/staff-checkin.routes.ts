import { Hono } from 'hono';
import { CheckinScanRequest, CheckinSyncRequest } from '../../schemas/checkin.schema';
import { IdParam } from '../../schemas/id-param.schema';
import { validate } from '../http/validate';
import { checkinList, listCheckinSessions, scanTicket, syncScans } from '../services/checkin.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const events = requireRole('events');

/**
 * Door check-in (role `events`): the sessions with their counts, one session's list for the phone
 * to keep, a scan answered at once, and the upload of scans decided offline. Roles on each route,
 * not `use('*')` (staff.routes.ts says why).
 */
export function staffCheckinRoutes() {
  return new Hono<StaffEnv>()
    .get('/checkin/sessions', events, async (c) => c.json({ data: await listCheckinSessions(c.var.deps.db) }))
    .get('/checkin/sessions/:id', events, validate('param', IdParam), async (c) => {
      const { db, tickets } = c.var.deps;
      // a list of who holds a ticket: never kept by a shared cache
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await checkinList(db, tickets.publicKeys, c.req.valid('param').id) });
    })
    .post(
      '/checkin/sessions/:id/scans',
      events,
      validate('param', IdParam),
      validate('json', CheckinScanRequest),
      async (c) => {
        const { db, tickets } = c.var.deps;
        const answer = await scanTicket(
          db,
          tickets.publicKeys,
          staffActor(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json({ data: answer });
      },
    )
    .post(
      '/checkin/sessions/:id/sync',
      events,
      validate('param', IdParam),
      validate('json', CheckinSyncRequest),
      async (c) => {
        const { db, tickets } = c.var.deps;
        const result = await syncScans(
          db,
          tickets.publicKeys,
          staffActor(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json({ data: result });
      },
    );
}
