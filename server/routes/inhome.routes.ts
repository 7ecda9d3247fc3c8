import { Hono } from 'hono';
import { InhomeSubmissionSchema } from '../../schemas/inhome.schema';
import { validate } from '../http/validate';
import { listInhome, requestInhome } from '../services/inhome.service';
import type { MemberEnv } from './member-auth.middleware';
import { clientIp } from './request-info';
import { captchaCheck } from './service-captcha';

/** The in-home service form's submission and the member's requests (mounted under /user). */
export function inhomeRoutes() {
  return new Hono<MemberEnv>()
    .post('/inhome_services', validate('json', InhomeSubmissionSchema), async (c) => {
      const deps = c.var.deps;
      const receipt = await requestInhome(
        { db: deps.db, verifyCaptcha: captchaCheck(deps), clientIp: clientIp(c) },
        c.req.valid('json'),
        c.var.member.id,
      );
      return c.json({ data: receipt });
    })
    .get('/inhome_services', async (c) => c.json({ data: await listInhome(c.var.deps.db, c.var.member.id) }));
}
