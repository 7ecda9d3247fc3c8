import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { CreditNoParam, RepairListQuery, RepairSubmissionSchema } from '../../schemas/repair.schema';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  getRepair,
  getRepairCreditNote,
  getRepairReceipt,
  listRepairs,
  payRepairAgain,
  submitRepair,
} from '../services/repairs.service';
import type { MemberEnv } from './member-auth.middleware';
import { clientIp, siteOrigin } from './request-info';
import { captchaCheck } from './service-captcha';

/** SPEC §7 `/user/repairs`, `/user/repairs/{id}` and the repair form's submission (mounted under /user). */
export function repairRoutes() {
  return new Hono<MemberEnv>()
    .post('/repairs', validate('json', RepairSubmissionSchema), async (c) => {
      const deps = c.var.deps;
      const receipt = await submitRepair(
        {
          db: deps.db,
          verifyCaptcha: captchaCheck(deps),
          payments: deps.payments,
          origin: siteOrigin(c),
          clientIp: clientIp(c),
        },
        c.req.valid('json'),
        c.var.member.id,
      );
      return c.json({ data: receipt });
    })
    .post('/repairs/:id/pay', validate('param', IdParam), async (c) => {
      const deps = c.var.deps;
      const answer = await payRepairAgain(
        { db: deps.db, payments: deps.payments, origin: siteOrigin(c) },
        c.var.member.id,
        c.req.valid('param').id,
      );
      return c.json({ data: answer });
    })
    .get('/repairs', validate('query', RepairListQuery), async (c) =>
      c.json(withLinks(await listRepairs(c.var.deps.db, c.var.member.id, c.req.valid('query')), c.req.url)),
    )
    .get('/repair_credit_notes/:no', validate('param', CreditNoParam), async (c) =>
      c.json({ data: await getRepairCreditNote(c.var.deps.db, c.var.member.id, c.req.valid('param').no) }),
    )
    .get('/repairs/:id/receipt', validate('param', IdParam), async (c) =>
      c.json({ data: await getRepairReceipt(c.var.deps.db, c.var.member.id, c.req.valid('param').id) }),
    )
    .get('/repairs/:id', validate('param', IdParam), async (c) =>
      c.json({ data: await getRepair(c.var.deps.db, c.var.member.id, c.req.valid('param').id) }),
    );
}
