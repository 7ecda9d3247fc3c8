import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { FLOW_EVENTS_MAX_BYTES, FlowEventsSchema } from '../../schemas/flow-insight.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { recordFlowEvents } from '../services/flow-insight.service';
import { limitFlowEvents } from '../services/rate-limit.service';
import { clientIp } from './request-info';

/**
 * `POST /api/flow_events`: the browser's reports of its flows' moves (docs/decisions/flow-insight.md).
 * Anyone may send (a guest's contact form is a flow too), so: a small body, a count per address
 * before anything is read, every move checked against its machine. 204: the beacon reads nothing.
 */
export function flowEventRoutes() {
  return new Hono<AppEnv>().post(
    '/flow_events',
    bodyLimit({
      maxSize: FLOW_EVENTS_MAX_BYTES,
      onError: () => {
        throw new HTTPException(413);
      },
    }),
    async (c, next) => {
      await limitFlowEvents(c.var.deps.db, clientIp(c));
      await next();
    },
    validate('json', FlowEventsSchema),
    async (c) => {
      await recordFlowEvents(c.var.deps.db, c.req.valid('json'));
      return c.body(null, 204);
    },
  );
}
