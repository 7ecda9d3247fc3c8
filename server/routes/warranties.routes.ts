import { Hono } from 'hono';
import { IdParam } from '../../schemas/id-param.schema';
import { WarrantyListParams, WarrantyListQuery, WarrantySubmissionSchema } from '../../schemas/warranty.schema';
import { NotFoundError } from '../domain/domain-errors';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { findOwnWarranty, listWarranties, registerWarranty } from '../services/warranties.service';
import { answerMediaUpload, mediaUploadLimit } from './media.routes';
import type { MemberEnv } from './member-auth.middleware';
import { clientIp } from './request-info';
import { captchaCheck } from './service-captcha';

/** SPEC §7 `/user/warranties/{type}` and the warranty form's submission (mounted under /user). */
export function warrantyRoutes() {
  return (
    new Hono<MemberEnv>()
      .post('/warranties', validate('json', WarrantySubmissionSchema), async (c) => {
        const deps = c.var.deps;
        const receipt = await registerWarranty(
          { db: deps.db, verifyCaptcha: captchaCheck(deps, 'token'), clientIp: clientIp(c) },
          c.req.valid('json'),
          c.var.member.id,
        );
        return c.json({ data: receipt });
      })
      // SPEC §7: more photos for a registration already made (the member's own only)
      .post('/upload_warranty_medias/:id', mediaUploadLimit(), validate('param', IdParam), async (c) => {
        const warranty = await findOwnWarranty(c.var.deps.db, c.var.member.id, c.req.valid('param').id);
        if (!warranty) throw new NotFoundError();
        return answerMediaUpload(c, 'warranty', warranty.id);
      })
      .get('/warranties', validate('query', WarrantyListQuery), async (c) =>
        c.json(
          withLinks(await listWarranties(c.var.deps.db, c.var.member.id, 'general', c.req.valid('query')), c.req.url),
        ),
      )
      .get(
        '/warranties/:type',
        validate('param', WarrantyListParams),
        validate('query', WarrantyListQuery),
        async (c) =>
          c.json(
            withLinks(
              await listWarranties(c.var.deps.db, c.var.member.id, c.req.valid('param').type, c.req.valid('query')),
              c.req.url,
            ),
          ),
      )
  );
}
