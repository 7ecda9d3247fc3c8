import { Hono } from 'hono';
import { ContactSubmissionSchema } from '../../schemas/contact.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { verifyCaptcha } from '../services/captcha.service';
import { submitContact } from '../services/contact.service';
import { callingMember } from './member-auth.middleware';
import { clientIp } from './request-info';

/** `POST /api/contact` (SPEC §3 contact form): guests and members; a member's message is linked to them. */
export function contactRoutes() {
  return new Hono<AppEnv>().post('/contact', validate('json', ContactSubmissionSchema), async (c) => {
    const deps = c.var.deps;
    const member = await callingMember(c);
    const receipt = await submitContact(
      {
        db: deps.db,
        verifyCaptcha: (answer) => verifyCaptcha(deps, answer),
        clientIp: clientIp(c),
      },
      c.req.valid('json'),
      member?.id ?? null,
    );
    return c.json({ data: receipt });
  });
}
