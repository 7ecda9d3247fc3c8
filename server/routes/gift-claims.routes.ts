import { Hono } from 'hono';
import { GiftSubmissionSchema } from '../../schemas/gift-apply.schema';
import type { AppDeps } from '../app-env';
import { InvalidInputError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import { verifyCaptcha } from '../services/captcha.service';
import { listGiftClaims, submitGiftClaim } from '../services/gift-claims.service';
import { type MemberEnv, requireMember } from './member-auth.middleware';

/** The gift form names its captcha answer `token` (SPEC §3): its refusals are said on that field. */
const captchaOnToken = (deps: AppDeps) => async (answer: string) => {
  try {
    await verifyCaptcha(deps, answer);
  } catch (err) {
    if (err instanceof InvalidInputError) throw new InvalidInputError({ token: Object.values(err.fieldErrors).flat() });
    throw err;
  }
};

/** `POST /api/submit_gift_event` (SPEC §7): members only, like every gift page (SPEC §6). */
export function giftSubmitRoutes() {
  return new Hono<MemberEnv>().post(
    '/submit_gift_event',
    requireMember,
    validate('json', GiftSubmissionSchema),
    async (c) => {
      const deps = c.var.deps;
      const claim = await submitGiftClaim(
        { db: deps.db, verifyCaptcha: captchaOnToken(deps) },
        c.req.valid('json'),
        c.var.member.id,
      );
      return c.json({ data: claim });
    },
  );
}

/** `GET /api/user/gift_claims`: the caller's own claims and their state (under the /user guard). */
export function giftClaimRoutes() {
  return new Hono<MemberEnv>().get('/gift_claims', async (c) => {
    const claims = await listGiftClaims(c.var.deps.db, c.var.member.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: claims });
  });
}
