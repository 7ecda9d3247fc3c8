import { Hono } from 'hono';
import { FlowInsightQuerySchema } from '../../schemas/flow-insight.schema';
import { validate } from '../http/validate';
import { flowInsight } from '../services/flow-insight.service';
import { requireRole, type StaffEnv } from './staff-auth.middleware';

/** `GET /api/staff/flow_insight?flow=&from=&to=`: the flows' daily numbers as JSON, for admins and editors. */
export function staffFlowInsightRoutes() {
  return new Hono<StaffEnv>().get(
    '/flow_insight',
    requireRole('editor'),
    validate('query', FlowInsightQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await flowInsight(c.var.deps.db, c.req.valid('query')) });
    },
  );
}
