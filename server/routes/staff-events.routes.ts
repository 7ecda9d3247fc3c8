import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import {
  StaffEventInputSchema,
  StaffEventPublicationSchema,
  StaffEventQuerySchema,
  StaffEventUpdateSchema,
} from '../../schemas/staff-event.schema';
import { SessionParam, WaitlistEntryParam } from '../../schemas/staff-event-attendees.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  removeWaitlistEntry,
  sessionAttendees,
  sessionAttendeesCsv,
  sessionWaitlist,
} from '../services/staff-attendees.service';
import {
  copyStaffEvent,
  createStaffEvent,
  getStaffEvent,
  listStaffEvents,
  moveEventPublication,
  updateStaffEvent,
} from '../services/staff-events.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

const events = requireRole('events');

/** `/api/staff/events`: events, their sessions' attendees and waiting lists, for `events` (schemas/staff-event.schema.ts). */
export function staffEventRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>()
    .get('/events', events, validate('query', StaffEventQuerySchema), async (c) =>
      c.json(withLinks(await listStaffEvents(c.var.deps.db, c.req.valid('query')), c.req.url)),
    )
    .post('/events', events, validate('json', StaffEventInputSchema), async (c) =>
      c.json({ data: await createStaffEvent(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
    )
    .get('/events/:id', events, validate('param', IdParam), async (c) =>
      c.json({ data: await getStaffEvent(c.var.deps.db, c.req.valid('param').id) }),
    )
    .put('/events/:id', events, validate('param', IdParam), validate('json', StaffEventUpdateSchema), async (c) =>
      c.json({
        data: await updateStaffEvent(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
      }),
    )
    .post(
      '/events/:id/publication',
      events,
      validate('param', IdParam),
      validate('json', StaffEventPublicationSchema),
      async (c) =>
        c.json({
          data: await moveEventPublication(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    )
    .post('/events/:id/copy', events, validate('param', IdParam), async (c) =>
      c.json({ data: await copyStaffEvent(c.var.deps.db, staffActor(c), c.req.valid('param').id) }),
    )
    .get('/events/:id/sessions/:sessionId/attendees', events, validate('param', SessionParam), async (c) => {
      const { id, sessionId } = c.req.valid('param');
      return c.json({ data: await sessionAttendees(c.var.deps.db, id, sessionId) });
    })
    .get('/events/:id/sessions/:sessionId/attendees.csv', events, validate('param', SessionParam), async (c) => {
      const { id, sessionId } = c.req.valid('param');
      const { body, filename } = await sessionAttendeesCsv(c.var.deps.db, id, sessionId);
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      });
    })
    .get('/events/:id/sessions/:sessionId/waitlist', events, validate('param', SessionParam), async (c) => {
      const { id, sessionId } = c.req.valid('param');
      return c.json({ data: await sessionWaitlist(c.var.deps.db, id, sessionId) });
    })
    .delete(
      '/events/:id/sessions/:sessionId/waitlist/:entryId',
      events,
      validate('param', WaitlistEntryParam),
      async (c) => {
        const { id, sessionId, entryId } = c.req.valid('param');
        return c.json({ data: await removeWaitlistEntry(c.var.deps.db, staffActor(c), id, sessionId, entryId) });
      },
    );
}
