import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IdParam } from '../../schemas/id-param.schema';
import { WaitlistSubmissionSchema } from '../../schemas/waitlist.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { holdMailsDue, joinWaitlist, leaveWaitlist, listWaitlist, sendHoldMails } from '../services/waitlist.service';
import type { MemberEnv } from './member-auth.middleware';
import { siteOrigin } from './request-info';
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

/**
 * Seats come back inside other calls' transactions (a cancel, a refund, a payment too late, the
 * minute's sweep); the holds they made are mailed once the call has answered its own work. A
 * failed mail never fails the call: it stays due and goes with a later one.
 */
export const waitlistMails = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!holdMailsDue()) return;
  await sendHoldMails(c.var.deps, siteOrigin(c)).catch((err: unknown) =>
    c.var.deps.log.error(err, 'sending waiting-list hold mails failed'),
  );
});
