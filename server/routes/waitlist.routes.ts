import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { WaitlistSubmissionSchema } from '../../schemas/waitlist.schema';
import { validate } from '../http/validate';
import { joinWaitlist, leaveWaitlist, listWaitlist } from '../services/waitlist.service';
import type { MemberEnv } from './member-auth.middleware';
import { captchaCheck } from './service-captcha';

/** The waiting list of full sessions, the member's own entries only (mounted under /user). */
export function waitlistRoutes() {
  return new Hono<MemberEnv>()
    .get('/waitlist', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await listWaitlist(c.var.deps.db, c.var.member.id) });
    })
    .post('/waitlist', validate('json', WaitlistSubmissionSchema), async (c) => {
      const deps = c.var.deps;
      const entry = await joinWaitlist(
        { db: deps.db, verifyCaptcha: captchaCheck(deps) },
        c.var.member.id,
        c.req.valid('json'),
      );
      return c.json({ data: entry });
    })
    .post('/waitlist/:id/leave', validate('param', IdParam), async (c) =>
      c.json({ data: await leaveWaitlist(c.var.deps.db, c.var.member.id, c.req.valid('param').id) }),
    );
}
