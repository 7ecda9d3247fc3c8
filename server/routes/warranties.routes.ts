import { Hono } from 'hono';
import type { UploadedMedia } from '../../schemas/media.schema';
import { WarrantyListParams, WarrantySubmissionSchema } from '../../schemas/warranty.schema';
import { InvalidInputError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import { listWarranties, registerWarranty } from '../services/warranties.service';
import type { MemberEnv } from './member-auth.middleware';
import { captchaCheck } from './service-captcha';

export type OwnMedias = (memberId: number, medias: UploadedMedia[]) => Promise<UploadedMedia[]>;

/** Until the uploads' storage is wired: no photo can be named. */
export const refuseMedias: OwnMedias = async () => {
  throw InvalidInputError.on('medias', '照片尚未上傳完成，請重新上傳。');
};

/** SPEC §7 `/user/warranties/{type}` and the warranty form's submission (mounted under /user). */
export function warrantyRoutes(ownMedias: OwnMedias) {
  return new Hono<MemberEnv>()
    .post('/warranties', validate('json', WarrantySubmissionSchema), async (c) => {
      const deps = c.var.deps;
      const receipt = await registerWarranty(
        { db: deps.db, verifyCaptcha: captchaCheck(deps, 'token'), ownMedias },
        c.req.valid('json'),
        c.var.member.id,
      );
      return c.json({ data: receipt });
    })
    .get('/warranties', async (c) => c.json({ data: await listWarranties(c.var.deps.db, c.var.member.id, 'general') }))
    .get('/warranties/:type', validate('param', WarrantyListParams), async (c) =>
      c.json({ data: await listWarranties(c.var.deps.db, c.var.member.id, c.req.valid('param').type) }),
    );
}
